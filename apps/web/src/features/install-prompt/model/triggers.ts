import type { InstallPromptConfig, InstallTrigger, TriggerSetting } from '@portico/contract/install-prompt';

/** A trigger that fired: its name, and whether the configuration makes it non-closable. */
export interface Fired {
  trigger: InstallTrigger;
  forced: boolean;
}

/** doc E §9's delays (ms). */
export const DELAYS = { login: 2000, registration: 1900, countPoll: 30_000, afterTracking: 2500, eventPoll: 150 } as const;
export const EVENT_POLL_TRIES = 20;
export const DAY_MS = 86_400_000;

/** A trigger's setting when it is on; unknown names are never looked up, so they are ignored. */
function on(config: InstallPromptConfig, name: InstallTrigger): TriggerSetting | null {
  const setting = Object.hasOwn(config.triggers, name) ? config.triggers[name] : undefined;
  return setting?.enabled ? setting : null;
}
const threshold = (s: TriggerSetting | null): number | null => (s && typeof s.value === 'number' ? s.value : null);

export interface Counts {
  deposits: number;
  withdrawals: number;
  /** Bank cards, virtual and e-wallets bound. */
  cards: number;
}

const firstOf = (list: (Fired | null)[]): Fired | null => list.find((f) => f !== null) ?? null;

/**
 * The count triggers (doc E §4): at or above (deposit_times, withdrawal_times) or below
 * (…_least_times) a threshold; the forced variants are checked first, so a count meeting both
 * shows the non-closable prompt.
 */
export function countTrigger(config: InstallPromptConfig, counts: Counts): Fired | null {
  const atLeast = (name: InstallTrigger, n: number, forced: boolean): Fired | null => {
    const t = threshold(on(config, name));
    return t !== null && n >= t ? { trigger: name, forced } : null;
  };
  const below = (name: InstallTrigger, n: number, forced: boolean): Fired | null => {
    const t = threshold(on(config, name));
    return t !== null && n < t ? { trigger: name, forced } : null;
  };
  const { deposits: d, withdrawals: w } = counts;
  return firstOf([
    atLeast('deposit_times_forced', d, true),
    atLeast('withdrawal_times_forced', w, true),
    below('deposit_least_times_forced', d, true),
    below('withdrawal_least_times_forced', w, true),
    atLeast('deposit_times', d, false),
    atLeast('withdrawal_times', w, false),
    below('deposit_least_times', d, false),
    below('withdrawal_least_times', w, false),
  ]);
}

/** Registration age in whole days reaching reg_days (the forced variant first). */
export function regDaysTrigger(config: InstallPromptConfig, regDate: number, now: number): Fired | null {
  const age = Math.floor((now - regDate) / DAY_MS);
  const reached = (name: 'reg_days' | 'reg_days_forced') => {
    const t = threshold(on(config, name));
    return t !== null && age >= t;
  };
  if (reached('reg_days_forced')) return { trigger: 'reg_days_forced', forced: true };
  return reached('reg_days') ? { trigger: 'reg_days', forced: false } : null;
}

/**
 * The page triggers: first deposit on the voucher center and first withdrawal on the withdraw page
 * with zero successful ones; bind card on the add-card pages, the first time (no card bound) or
 * every time. `counts` null: not known yet (the statistics are still loading), nothing fires.
 */
export function pageTrigger(config: InstallPromptConfig, path: string, counts: Counts | null): Fired | null {
  if (!counts) return null;
  const p = path.toLowerCase().replace(/\/+$/, '');
  if (p === '/m/vouchercenter' && on(config, 'first_deposit') && counts.deposits === 0) return { trigger: 'first_deposit', forced: false };
  if (p === '/m/withdraw' && on(config, 'first_withdraw') && counts.withdrawals === 0) return { trigger: 'first_withdraw', forced: false };
  const bind = on(config, 'bind_card');
  if (bind && (p === '/m/securitycenter/addbankcard' || p === '/m/securitycenter/addbankcardpix')) {
    if (bind.value === 'every' || counts.cards === 0) return { trigger: 'bind_card', forced: false };
  }
  return null;
}

export const appOpenTrigger = (config: InstallPromptConfig): Fired | null => (on(config, 'app_open') ? { trigger: 'app_open', forced: false } : null);
export const loginTrigger = (config: InstallPromptConfig): Fired | null => (on(config, 'login') ? { trigger: 'login', forced: false } : null);

/** The game trigger's wait in ms, or null when it is off. */
export function inGameDelay(config: InstallPromptConfig): number | null {
  const s = config.in_game_popup_interval;
  return s.enabled ? s.value * 1000 : null;
}
