import { describe, expect, it } from 'vitest';
import { canAutoLogin, type AutoLoginInput } from './auto-login';

const ok: AutoLoginInput = {
  hasSession: false,
  search: '',
  mobileAutoLogin: true,
  autoLoginPref: null,
  saved: { type: 'username', merchant: 'DEMO' },
  currentMerchant: 'DEMO',
};

describe('canAutoLogin (doc A §4)', () => {
  it('runs when every condition holds (preference unset or on)', () => {
    expect(canAutoLogin(ok)).toBe(true);
    expect(canAutoLogin({ ...ok, autoLoginPref: '1' })).toBe(true);
    expect(canAutoLogin({ ...ok, search: '?lang=EN' })).toBe(true);
  });

  it.each<[string, Partial<AutoLoginInput>]>([
    ['a session exists', { hasSession: true }],
    ['the query has redirectUrl', { search: '?redirectUrl=https%3A%2F%2Flottery.example.com' }],
    ['the query has an empty redirectUrl', { search: '?redirectUrl=' }],
    ['the query has backUrl', { search: '?x=1&backUrl=%2Fm%2Fgame' }],
    ['the merchant turned mobile auto login off', { mobileAutoLogin: false }],
    ["the autoLogin preference is '0'", { autoLoginPref: '0' }],
    ['nothing is saved', { saved: null }],
    ['the login was saved on another merchant', { saved: { type: 'username', merchant: 'OTHER' } }],
    ['the saved login is sms-type', { saved: { type: 'sms', merchant: 'DEMO' } }],
  ])('does not run when %s', (_why, change) => {
    expect(canAutoLogin({ ...ok, ...change })).toBe(false);
  });
});
