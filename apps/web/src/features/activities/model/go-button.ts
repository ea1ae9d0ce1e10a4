import type { ActivityTarget } from '@portico/contract/activities';

export interface GoButtonFacts {
  /** -1 for a visitor (doc E §3). */
  memberType: number;
  /** In the native app, on the iOS home screen or an installed web app. */
  inAppOrInstalled: boolean;
  /** doc E §4's referral feature is shown for this user. */
  referralShown: boolean;
  /** The member's VIP label type is AUTO. */
  vipBenefitsOn: boolean;
}

export type GoButtonAction =
  | { kind: 'hidden' }
  | { kind: 'login' }
  | { kind: 'navigate'; path: string }
  | { kind: 'external' }
  | { kind: 'download' };

/** Where each in-app target goes (doc E §2 routes; paths relative to /m/). */
export const TARGET_PATHS: Partial<Record<ActivityTarget, string>> = {
  REGISTER: '/register',
  DEPOSIT: '/voucherCenter',
  REWARD_CENTER: '/rewardCenter',
  MISSION: '/leaderBoard',
  INVITE_FRIENDS: '/inviteFriends',
  MEMBER: '/member/benefits',
  POINT_MARKET: '/mall/mallHome',
};

const LOGIN_REQUIRED = new Set<ActivityTarget>(['DEPOSIT', 'REWARD_CENTER', 'MISSION', 'MEMBER', 'POINT_MARKET']);

/** doc E §4 "Activity button visibility", in one place: what the go-button does, or that it is hidden. */
export function goButtonAction(target: ActivityTarget, facts: GoButtonFacts): GoButtonAction {
  const loggedIn = facts.memberType >= 0;
  if (loggedIn && ![0, 1, 2].includes(facts.memberType)) return { kind: 'hidden' };
  if (target === 'APP_DOWNLOAD') return facts.inAppOrInstalled ? { kind: 'hidden' } : { kind: 'download' };
  if (target === 'REGISTER' && loggedIn) return { kind: 'hidden' };
  if (target === 'INVITE_FRIENDS' && !facts.referralShown) return { kind: 'hidden' };
  if (target === 'MEMBER' && loggedIn && !facts.vipBenefitsOn) return { kind: 'hidden' };
  if (LOGIN_REQUIRED.has(target) && !loggedIn) return { kind: 'login' };
  if (target === 'REDIRECT_URL') return { kind: 'external' };
  return { kind: 'navigate', path: TARGET_PATHS[target]! };
}
