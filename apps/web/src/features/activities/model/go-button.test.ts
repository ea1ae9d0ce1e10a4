import { describe, expect, it } from 'vitest';
import type { ActivityTarget } from '@portico/contract/activities';
import { goButtonAction, type GoButtonFacts } from './go-button';

const visitor: GoButtonFacts = { memberType: -1, inAppOrInstalled: false, referralShown: true, vipBenefitsOn: false };
const member: GoButtonFacts = { memberType: 0, inAppOrInstalled: false, referralShown: true, vipBenefitsOn: true };
const nav = (path: string) => ({ kind: 'navigate', path });
const hidden = { kind: 'hidden' };
const login = { kind: 'login' };

// target, facts, expected
const TABLE: [ActivityTarget, GoButtonFacts, object][] = [
  ['APP_DOWNLOAD', visitor, { kind: 'download' }],
  ['APP_DOWNLOAD', { ...member, inAppOrInstalled: true }, hidden],
  ['REGISTER', visitor, nav('/register')],
  ['REGISTER', member, hidden],
  ['DEPOSIT', visitor, login],
  ['DEPOSIT', member, nav('/voucherCenter')],
  ['REWARD_CENTER', visitor, login],
  ['REWARD_CENTER', member, nav('/rewardCenter')],
  ['MISSION', visitor, login],
  ['MISSION', member, nav('/leaderBoard')],
  ['POINT_MARKET', visitor, login],
  ['POINT_MARKET', member, nav('/mall/mallHome')],
  ['INVITE_FRIENDS', visitor, nav('/inviteFriends')],
  ['INVITE_FRIENDS', { ...member, referralShown: false }, hidden],
  ['MEMBER', visitor, login],
  ['MEMBER', member, nav('/member/benefits')],
  ['MEMBER', { ...member, vipBenefitsOn: false }, hidden],
  ['REDIRECT_URL', visitor, { kind: 'external' }],
  ['REDIRECT_URL', { ...member, memberType: 2 }, { kind: 'external' }],
  ['DEPOSIT', { ...member, memberType: 1 }, nav('/voucherCenter')],
  ['DEPOSIT', { ...member, memberType: 4 }, hidden],
  ['REDIRECT_URL', { ...member, memberType: 4 }, hidden],
  ['APP_DOWNLOAD', { ...member, memberType: 4 }, hidden],
];

describe('goButtonAction (doc E §4 activity button visibility)', () => {
  it.each(TABLE)('%s for %o', (target, facts, expected) => {
    expect(goButtonAction(target, facts)).toEqual(expected);
  });
});
