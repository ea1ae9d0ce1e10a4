import { useSession } from '../session/use-session';
import { useAvailablePromotions } from '../promotions/get-available-promotions';
import type { ReferralFacts } from './referral-rules';
import { useIsAgent } from './use-is-agent';

/** The facts doc E §4's referral rules read, for the current user; null until the promotions are in. */
export function useReferralFacts(): ReferralFacts | null {
  const session = useSession();
  const agent = useIsAgent();
  const { data } = useAvailablePromotions();
  if (!data) return null;
  return {
    loggedIn: session !== null,
    agent,
    commonReferral: data.REFERRAL.enabled,
    personalReferral: data.REFERRAL_PERSONAL.enabled,
  };
}
