import { describe, expect, it } from 'vitest';
import { blockerOf, type ConditionInput } from './conditions';
import { configWith } from './test-fixtures';

const base: ConditionInput = {
  config: configWith(),
  installed: false,
  promptOpen: false,
  host: 'm.example.com',
  memberType: 0,
  siteBlocked: false,
  installEvent: true,
  ios: false,
  inAppBrowser: false,
};
const domains = (mode: 1 | 2 | 3, list: string[]) =>
  configWith({ domains_switch: { enabled: true, value: mode }, domains: { enabled: true, value: list } });

describe('install prompt conditions (doc E §4)', () => {
  it.each<[string, Partial<ConditionInput>, ReturnType<typeof blockerOf>]>([
    ['all hold', {}, null],
    ['download_condition_switch off', { config: configWith({ download_condition_switch: { enabled: false } }) }, 'switched-off'],
    ['already installed / in the app / standalone', { installed: true }, 'installed'],
    ['another install prompt open', { promptOpen: true }, 'prompt-open'],
    ['mode 1: every domain', { config: domains(1, ['m.example.com']) }, null],
    ['mode 2 excludes a listed domain', { config: domains(2, ['m.example.com']) }, 'domain'],
    ['mode 2 lets an unlisted one through', { config: domains(2, ['other.example.com']) }, null],
    ['mode 3 includes only listed domains', { config: domains(3, ['other.example.com']) }, 'domain'],
    ['mode 3, listed (any case)', { config: domains(3, ['M.Example.com']), host: 'm.example.com' }, null],
    ['login required, visitor', { config: configWith({ login_required: { enabled: true } }), memberType: null }, 'login-required'],
    ['login required, member', { config: configWith({ login_required: { enabled: true } }), memberType: 0 }, null],
    ['visitor without login required (§6)', { memberType: null }, null],
    ['agent type 1', { memberType: 1 }, null],
    ['agent type 2', { memberType: 2 }, null],
    ['restricted member type 4', { memberType: 4 }, 'member-type'],
    ['site gate closed', { siteBlocked: true }, 'site-blocked'],
    ['no install event on Android', { installEvent: false }, 'no-install-event'],
    ['no install event, but iOS', { installEvent: false, ios: true }, null],
    ['no install event, in-app browser (the way out is shown)', { installEvent: false, inAppBrowser: true }, null],
  ])('%s', (_name, change, blocker) => {
    expect(blockerOf({ ...base, ...change })).toBe(blocker);
  });
});
