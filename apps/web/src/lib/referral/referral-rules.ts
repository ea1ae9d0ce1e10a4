/**
 * doc E §4 "Referral entry" and §3/§6 "agent", as pure rules: shared by the referral entry and the
 * activities' INVITE_FRIENDS go-button (decision 029), so both read the spec the same way.
 */

/** doc E §3: types 1 and 2 mark an agent, unless the merchant reads doc A §6 differently (settings.agentCustomerTypes). */
export const DEFAULT_AGENT_TYPES: readonly number[] = [1, 2];

/** -1 is a visitor (doc E §3). */
export function isAgent(memberType: number, agentTypes: readonly number[] = DEFAULT_AGENT_TYPES): boolean {
  return memberType >= 0 && agentTypes.includes(memberType);
}

export interface ReferralFacts {
  loggedIn: boolean;
  agent: boolean;
  /** The common referral promotion is enabled (availability REFERRAL). */
  commonReferral: boolean;
  /** The personal referral promotion is enabled (availability REFERRAL_PERSONAL). */
  personalReferral: boolean;
}

/** "Shown only if the common referral promotion is enabled and the user is not logged in, or is an agent, or the personal one is enabled." */
export function referralFeatureShown({ loggedIn, agent, commonReferral, personalReferral }: ReferralFacts): boolean {
  return commonReferral && (!loggedIn || agent || personalReferral);
}

export type ReferralEntryAction = 'comingSoon' | 'agentRegister' | 'inviteFriends' | 'customerService';

/** The entry's four outcomes, in the spec's order. */
export function referralEntryAction(facts: ReferralFacts): ReferralEntryAction {
  if (!facts.loggedIn && !facts.commonReferral) return 'comingSoon';
  if (facts.loggedIn && facts.agent) return 'agentRegister';
  if (referralFeatureShown(facts)) return 'inviteFriends';
  return 'customerService';
}
