import { describe, expect, it } from 'vitest';
import { isAgent, referralEntryAction, referralFeatureShown, type ReferralFacts } from './referral-rules';

const all = (): ReferralFacts[] =>
  [false, true].flatMap((loggedIn) =>
    [false, true].flatMap((agent) =>
      [false, true].flatMap((commonReferral) => [false, true].map((personalReferral) => ({ loggedIn, agent, commonReferral, personalReferral }))),
    ),
  );
const key = (f: ReferralFacts) => [f.loggedIn, f.agent, f.commonReferral, f.personalReferral].map(Number).join('');

describe('referralFeatureShown (doc E §4)', () => {
  // loggedIn agent common personal → shown
  const TRUTH: Record<string, boolean> = {
    '0000': false, '0001': false, '0010': true, '0011': true,
    '0100': false, '0101': false, '0110': true, '0111': true,
    '1000': false, '1001': false, '1010': false, '1011': true,
    '1100': false, '1101': false, '1110': true, '1111': true,
  };
  it.each(all())('%o', (facts) => {
    expect(referralFeatureShown(facts)).toBe(TRUTH[key(facts)]);
  });
});

describe('referralEntryAction, in the spec order', () => {
  const visitor = { loggedIn: false, agent: false };
  const member = { loggedIn: true, agent: false };
  const agent = { loggedIn: true, agent: true };
  it('a visitor with the referral promotion off gets the coming-soon alert, even with a personal one on', () => {
    expect(referralEntryAction({ ...visitor, commonReferral: false, personalReferral: true })).toBe('comingSoon');
  });
  it('a visitor with it on goes to invite friends', () => {
    expect(referralEntryAction({ ...visitor, commonReferral: true, personalReferral: false })).toBe('inviteFriends');
  });
  it('a signed-in agent goes to the agent page whatever the promotions', () => {
    for (const commonReferral of [false, true]) expect(referralEntryAction({ ...agent, commonReferral, personalReferral: false })).toBe('agentRegister');
  });
  it('a member goes to invite friends only with both promotions on, else customer service', () => {
    expect(referralEntryAction({ ...member, commonReferral: true, personalReferral: true })).toBe('inviteFriends');
    expect(referralEntryAction({ ...member, commonReferral: true, personalReferral: false })).toBe('customerService');
    expect(referralEntryAction({ ...member, commonReferral: false, personalReferral: true })).toBe('customerService');
  });
});

describe('isAgent', () => {
  it('reads types 1 and 2 by default and the merchant list otherwise; a visitor never', () => {
    expect([-1, 0, 1, 2, 4].map((t) => isAgent(t))).toEqual([false, false, true, true, false]);
    expect([0, 1, 2].map((t) => isAgent(t, [2]))).toEqual([false, false, true]);
  });
});
