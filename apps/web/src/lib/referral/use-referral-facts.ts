import { useSession } from '../session/use-session';
import { useSiteSettings } from '../site/site-settings';
import { useAvailablePromotions } from '../promotions/get-available-promotions';
import { isAgent, type ReferralFacts } from './referral-rules';

/** The facts doc E §4's referral rules read, for the current user; null until the promotions are in. */
export function useReferralFacts(): ReferralFacts | null {
  const session = useSession();
  const settings = useSiteSettings();
  const { data } = useAvailablePromotions();
  if (!data) return null;
  return {
    loggedIn: session !== null,
    agent: session !== null && isAgent(session.type, settings.agentCustomerTypes),
    commonReferral: data.REFERRAL.enabled,
    personalReferral: data.REFERRAL_PERSONAL.enabled,
  };
}
