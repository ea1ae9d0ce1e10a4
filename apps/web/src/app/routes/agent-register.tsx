import { AgentPage } from '../../features/referral/components/AgentPage';
import { AgentRegisterPage } from '../../features/referral/components/AgentRegisterPage';
import { useReferralT } from '../../features/referral/strings';
import { useIsAgent } from '../../lib/referral/use-is-agent';
import { MemberPage } from './member-page';

/** /m/agentRegister: an agent's own view (code, link, members); for anyone else the application (decision 056). */
export default function AgentRegisterRoute() {
  const t = useReferralT();
  const agent = useIsAgent();
  return <MemberPage title={t(agent ? 'referral.agent_centre' : 'referral.agent_title')}>{agent ? <AgentPage /> : <AgentRegisterPage />}</MemberPage>;
}
