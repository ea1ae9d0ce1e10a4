import { AgentRegisterPage } from '../../features/referral/components/AgentRegisterPage';
import { useReferralT } from '../../features/referral/strings';
import { MemberPage } from './member-page';

export default function AgentRegisterRoute() {
  const t = useReferralT();
  return (
    <MemberPage title={t('referral.agent_title')}>
      <AgentRegisterPage />
    </MemberPage>
  );
}
