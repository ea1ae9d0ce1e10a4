import { VipBenefitsPage } from '../../features/vip/components/VipBenefitsPage';
import { useVipBenefitsT } from '../../features/vip/strings';
import { MemberPage } from './member-page';

export default function VipBenefitsRoute() {
  const t = useVipBenefitsT();
  return (
    <MemberPage title={t('vip.benefits_title')}>
      <VipBenefitsPage />
    </MemberPage>
  );
}
