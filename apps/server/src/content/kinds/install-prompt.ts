import { z } from 'zod';
import { BIND_CARD_MODES, type INSTALL_TRIGGERS } from '@portico/contract/install-prompt';
import { contrastRatio, THEMES } from '@portico/contract/look';
import { installPromptConfigs } from '../../db/schema-install.ts';
import { imageAddress, localisedText } from '../fields.ts';
import { defineContentKind, type ContentRow } from '../kind.ts';
import { HOST_NAME } from './download-resources.ts';
import { knownTriggers } from '../../install/known-triggers.ts';

const switchOf = (enabled = false) => z.strictObject({ enabled: z.boolean() }).default({ enabled });
const settingOf = <T extends z.ZodType>(value: T, fallback: z.output<T>) =>
  z.strictObject({ enabled: z.boolean(), value }).default({ enabled: false, value: fallback } as never);

const count = z.number().int().min(1, 'At least 1').max(100000);
const countTrigger = z.strictObject({ enabled: z.boolean(), value: count });
const onOff = z.strictObject({ enabled: z.boolean() });
const days = z.strictObject({ enabled: z.boolean(), value: z.number().int().min(0).max(3650) });
const TRIGGER_INPUT = {
  app_open: onOff,
  login: onOff,
  first_deposit: onOff,
  first_withdraw: onOff,
  bind_card: z.strictObject({ enabled: z.boolean(), value: z.enum(BIND_CARD_MODES) }),
  reg_days: days,
  reg_days_forced: days,
  deposit_times: countTrigger,
  deposit_times_forced: countTrigger,
  withdrawal_times: countTrigger,
  withdrawal_times_forced: countTrigger,
  deposit_least_times: countTrigger,
  deposit_least_times_forced: countTrigger,
  withdrawal_least_times: countTrigger,
  withdrawal_least_times_forced: countTrigger,
} satisfies Record<(typeof INSTALL_TRIGGERS)[number], z.ZodType>;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour such as #1a2b3c').transform((s) => s.toLowerCase());
const colours = z
  .strictObject({ background: hex, text: hex, accent: hex })
  .superRefine((c, ctx) => {
    // WCAG 1.4.3: the prompt's text on its background, and the white button label on the accent.
    if (contrastRatio(c.text, c.background) < 4.5) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Below 4.5:1 contrast on the background' });
    if (contrastRatio('#ffffff', c.accent) < 4.5) ctx.addIssue({ code: 'custom', path: ['accent'], message: 'White text on it is below 4.5:1 contrast' });
  });
const domain = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .refine((s) => HOST_NAME.test(s), 'Expected a host name such as m.example.com');
const words = (max: number) => settingOf(localisedText(max), { EN: 'Install our app' });

export const installPromptInput = z
  .strictObject({
    download_condition_switch: switchOf(true),
    domains_switch: settingOf(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Expected 1 (all), 2 (all but the list) or 3 (only the list)' }), 1),
    domains: settingOf(z.array(domain).max(200), []),
    login_required: switchOf(),
    in_game_popup_interval: settingOf(z.number().int().min(0).max(86400), 60),
    triggers: z.strictObject(TRIGGER_INPUT).partial().default({ app_open: { enabled: true } }),
    bottom_app_bar_mode: switchOf(),
    theme: settingOf(z.enum(THEMES), 'light'),
    colours: settingOf(colours, { background: '#ffffff', text: '#1b1f27', accent: '#0b4fa8' }),
    app_background: settingOf(imageAddress, '/m/brand/install-background.svg'),
    app_desc: words(300),
    bottom_app_desc: words(120),
    message: words(80),
  })
  .superRefine((c, ctx) => {
    if (c.domains_switch.value !== 1 && c.domains.value.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['domains', 'value'], message: 'List at least one domain for mode 2 or 3' });
    }
  });

export const installPromptKind = defineContentKind({
  duplicate: { field: 'merchantCode', message: 'This merchant already has one: change it with set' },
  name: 'install-prompt',
  summary: "The merchant's install-prompt configuration (one per merchant): conditions, triggers and look",
  table: installPromptConfigs,
  input: installPromptInput,
  // A stored trigger this build no longer knows would refuse every later change: the base drops it.
  toInput: ({ id: _id, merchantCode: _m, ...fields }: ContentRow) => ({ ...fields, triggers: knownTriggers(fields.triggers, _m) }),
});
