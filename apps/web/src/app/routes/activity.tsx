import { useSearch } from 'wouter';
import { useMemberInfo } from '../../features/account/api/get-member-info';
import { ActivityPage } from '../../features/activities/components/ActivityPage';
import { useActivitiesT } from '../../features/activities/strings';
import { vipBenefitsOn } from '../../features/vip/model/vip';
import { useDocumentTitle } from '../use-document-title';
import { AfterHydration } from './public-shell';
import './member-pages.css';

/** /m/activity?id= (doc E §2): public; banners with linkage P open it with the activity id. */
export default function ActivityRoute() {
  return (
    <AfterHydration>
      <ActivityScreen />
    </AfterHydration>
  );
}

function ActivityScreen() {
  const at = useActivitiesT();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const member = useMemberInfo();
  useDocumentTitle(at('activities.title'));
  return (
    <main id="main" className="page member-page">
      <ActivityPage id={id} vipBenefitsOn={vipBenefitsOn(member.data?.clubLabel)} />
    </main>
  );
}
