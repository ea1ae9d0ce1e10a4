import { useSession } from '../session/use-session';
import { useSiteSettings } from '../site/site-settings';
import { isAgent } from './referral-rules';

/** Whether the signed-in member is an agent for this merchant (doc E §3, settings.agentCustomerTypes). */
export function useIsAgent(): boolean {
  const session = useSession();
  const settings = useSiteSettings();
  return session !== null && isAgent(session.type, settings.agentCustomerTypes);
}
