import { ActivityList } from '../../features/activities/components/ActivityList';
import { RewardCenterPage } from '../../features/promotions/components/RewardCenterPage';
import { useT } from '../../lib/i18n/keys';
import { MemberPage } from './member-page';
import { AfterHydration } from './public-shell';

/** /m/promotions, the Promotions tab (issue 30): the promotions running now by category, then the activities. Public. */
export default function PromotionsRoute() {
  return (
    <AfterHydration>
      <PromotionsScreen />
    </AfterHydration>
  );
}

function PromotionsScreen() {
  const t = useT();
  return (
    <MemberPage title={t('frame.tab_promotions')}>
      <RewardCenterPage />
      <ActivityList />
    </MemberPage>
  );
}
