import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { THEMES } from './look.ts';

/**
 * doc E §3 "Install-prompt configuration" (decision 036): each field has an enabled part, and a value
 * part where there is something to set. One per merchant, operator content (`npm run content`).
 */

/** The triggers of doc E §4 by the names the configuration uses. The game trigger is in_game_popup_interval. */
export const INSTALL_TRIGGERS = [
  'app_open',
  'login',
  'reg_days',
  'reg_days_forced',
  'first_deposit',
  'first_withdraw',
  'bind_card',
  'deposit_times',
  'deposit_times_forced',
  'withdrawal_times',
  'withdrawal_times_forced',
  'deposit_least_times',
  'deposit_least_times_forced',
  'withdrawal_least_times',
  'withdrawal_least_times_forced',
] as const;
export type InstallTrigger = (typeof INSTALL_TRIGGERS)[number] | 'in_game';

/** Domain rule (doc E §4): 1 every domain, 2 every domain but the listed ones, 3 only the listed ones. */
export const DOMAIN_MODES = [1, 2, 3] as const;
/** bind_card: the first time (zero cards bound) or every time the add-card page opens. */
export const BIND_CARD_MODES = ['first', 'every'] as const;

const flag = z.object({ enabled: z.boolean() });
const text = z.object({ enabled: z.boolean(), value: z.string() });

export const installColours = z.object({ background: z.string(), text: z.string(), accent: z.string() });
export type InstallColours = z.infer<typeof installColours>;

/** A trigger as served: its threshold (days, counts) or bind-card mode in value. */
export const triggerSetting = z.object({ enabled: z.boolean(), value: z.optional(z.union([z.number(), z.string()])) });
export type TriggerSetting = z.infer<typeof triggerSetting>;

export const installPromptConfig = z.object({
  download_condition_switch: flag,
  domains_switch: z.object({ enabled: z.boolean(), value: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  domains: z.object({ enabled: z.boolean(), value: z.array(z.string()) }),
  login_required: flag,
  /** The game trigger: seconds after a game started. */
  in_game_popup_interval: z.object({ enabled: z.boolean(), value: z.number() }),
  /** By trigger name; a name this build does not know is ignored (decision 036). */
  triggers: z.record(z.string(), triggerSetting),
  /** enabled: the bottom banner; off: the full-screen modal. */
  bottom_app_bar_mode: flag,
  theme: z.object({ enabled: z.boolean(), value: z.enum(THEMES) }),
  colours: z.object({ enabled: z.boolean(), value: installColours }),
  /** Image behind the full-screen modal (not loaded under Save-Data). */
  app_background: text,
  /** The modal's description. */
  app_desc: text,
  /** The banner's description. */
  bottom_app_desc: text,
  /** The headline of both looks. */
  message: text,
});
export type InstallPromptConfig = z.infer<typeof installPromptConfig>;

export const installPromptConfigEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getInstallPromptConfig',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getInstallPromptConfig',
  summary: "The merchant's install-prompt configuration (null: the merchant has none, no prompt)",
  auth: 'none',
  encrypted: false,
  value: z.nullable(installPromptConfig),
});
