import { ActivityList } from '../../features/activities/components/ActivityList';
import { RewardCenterPage } from '../../features/promotions/components/RewardCenterPage';
import { useT } from '../../lib/i18n/keys';
import { useDocumentTitle } from '../use-document-title';
import { AfterHydration } from './public-shell';
import './member-pages.css';

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
  useDocumentTitle(t('frame.tab_promotions'));
  return (
    <main id="main" className="page member-page">
      <div className="page__header">
        <h1 className="page__title">{t('frame.tab_promotions')}</h1>
      </div>
      <RewardCenterPage />
      <ActivityList />
    </main>
  );
}
