import { describe, expect, it } from 'vitest';
import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import { configWith } from './test-fixtures';
import { isInitialPromptPath, isLoginTriggerPath } from './paths';
import { countTrigger, DAY_MS, pageTrigger, regDaysTrigger } from './triggers';

const triggers = (t: InstallPromptConfig['triggers']) => configWith({ triggers: t });
const counts = (deposits: number, withdrawals = 0, cards = 0) => ({ deposits, withdrawals, cards });

describe('install triggers (doc E §4)', () => {
  it.each([
    ['/', true],
    ['/m/home', true],
    ['/m/HOME/', true],
    ['/m/index.html', true],
    ['/m/game', false],
    ['/m/voucherCenter', false],
  ])('initial prompt path %s → %s', (path, yes) => expect(isInitialPromptPath(path)).toBe(yes));

  it.each([
    ['/m/login', true],
    ['/m/register', true],
    ['/m/home', true],
    ['/m/withdraw', false],
  ])('login trigger path %s → %s', (path, yes) => expect(isLoginTriggerPath(path)).toBe(yes));

  it.each<[string, InstallPromptConfig['triggers'], ReturnType<typeof counts>, ReturnType<typeof countTrigger>]>([
    ['deposits at the threshold', { deposit_times: { enabled: true, value: 3 } }, counts(3), { trigger: 'deposit_times', forced: false }],
    ['deposits below the threshold', { deposit_times: { enabled: true, value: 3 } }, counts(2), null],
    ['a switched-off trigger', { deposit_times: { enabled: false, value: 1 } }, counts(5), null],
    ['withdrawals above', { withdrawal_times: { enabled: true, value: 1 } }, counts(0, 4), { trigger: 'withdrawal_times', forced: false }],
    ['deposits below least_times', { deposit_least_times: { enabled: true, value: 2 } }, counts(1), { trigger: 'deposit_least_times', forced: false }],
    ['deposits at least_times: not below', { deposit_least_times: { enabled: true, value: 2 } }, counts(2), null],
    ['withdrawals below least_times', { withdrawal_least_times: { enabled: true, value: 1 } }, counts(5, 0), { trigger: 'withdrawal_least_times', forced: false }],
    [
      'forced variant wins over the plain one',
      { deposit_times: { enabled: true, value: 1 }, deposit_times_forced: { enabled: true, value: 5 } },
      counts(6),
      { trigger: 'deposit_times_forced', forced: true },
    ],
    [
      'forced variant not reached: the plain one',
      { deposit_times: { enabled: true, value: 1 }, deposit_times_forced: { enabled: true, value: 5 } },
      counts(2),
      { trigger: 'deposit_times', forced: false },
    ],
    ['withdrawal forced', { withdrawal_times_forced: { enabled: true, value: 2 } }, counts(0, 2), { trigger: 'withdrawal_times_forced', forced: true }],
    ['deposit least forced', { deposit_least_times_forced: { enabled: true, value: 1 } }, counts(0), { trigger: 'deposit_least_times_forced', forced: true }],
    ['withdrawal least forced', { withdrawal_least_times_forced: { enabled: true, value: 3 } }, counts(9, 1), { trigger: 'withdrawal_least_times_forced', forced: true }],
    ['an unknown name is ignored', { on_full_moon: { enabled: true, value: 0 } }, counts(9), null],
  ])('counts: %s', (_name, t, c, fired) => expect(countTrigger(triggers(t), c)).toEqual(fired));

  const now = Date.UTC(2026, 10, 24, 12);
  it.each<[string, InstallPromptConfig['triggers'], number, ReturnType<typeof regDaysTrigger>]>([
    ['age reaches reg_days', { reg_days: { enabled: true, value: 3 } }, 3 * DAY_MS, { trigger: 'reg_days', forced: false }],
    ['a day short', { reg_days: { enabled: true, value: 3 } }, 3 * DAY_MS - 1, null],
    ['reg_days 0 on the day of registration', { reg_days: { enabled: true, value: 0 } }, 0, { trigger: 'reg_days', forced: false }],
    ['forced variant', { reg_days: { enabled: true, value: 1 }, reg_days_forced: { enabled: true, value: 7 } }, 8 * DAY_MS, { trigger: 'reg_days_forced', forced: true }],
  ])('registration age: %s', (_name, t, age, fired) => expect(regDaysTrigger(triggers(t), now - age, now)).toEqual(fired));

  const pages = triggers({ first_deposit: { enabled: true }, first_withdraw: { enabled: true }, bind_card: { enabled: true, value: 'first' } });
  const every = triggers({ bind_card: { enabled: true, value: 'every' } });
  it.each<[string, InstallPromptConfig, string, ReturnType<typeof counts> | null, string | null]>([
    ['first deposit on the voucher center with zero deposits', pages, '/m/voucherCenter', counts(0), 'first_deposit'],
    ['not after a deposit', pages, '/m/voucherCenter', counts(1), null],
    ['not while the counts are unknown', pages, '/m/voucherCenter', null, null],
    ['first withdrawal on the withdraw page with zero', pages, '/m/withdraw', counts(3, 0), 'first_withdraw'],
    ['not after a withdrawal', pages, '/m/withdraw', counts(3, 1), null],
    ['bind card the first time, no card', pages, '/m/securityCenter/addBankCard', counts(0, 0, 0), 'bind_card'],
    ['bind card the first time, a card already', pages, '/m/securityCenter/addBankCardPix', counts(0, 0, 1), null],
    ['bind card every time', every, '/m/securityCenter/addBankCard', counts(0, 0, 4), 'bind_card'],
    ['other pages', pages, '/m/home', counts(0), null],
  ])('page: %s', (_name, config, path, c, trigger) => expect(pageTrigger(config, path, c)?.trigger ?? null).toBe(trigger));
});
