import { RewardCenterPage } from '../../features/promotions/components/RewardCenterPage';
import { usePromotionsT } from '../../features/promotions/strings';
import { MemberPage } from './member-page';

export default function RewardCenterRoute() {
  const t = usePromotionsT();
  return (
    <MemberPage title={t('promotions.title')}>
      <RewardCenterPage />
    </MemberPage>
  );
}
