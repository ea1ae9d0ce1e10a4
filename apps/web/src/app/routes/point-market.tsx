import { PointMarketPage } from '../../features/point-market/components/PointMarketPage';
import { usePointMarketT } from '../../features/point-market/strings';
import { MemberPage } from './member-page';

export default function PointMarketRoute() {
  const t = usePointMarketT();
  return (
    <MemberPage title={t('pointMarket.title')}>
      <PointMarketPage />
    </MemberPage>
  );
}
