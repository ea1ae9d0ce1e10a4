import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './schema-home.ts';

/** `{ enabled, value }` of doc E §3's install-prompt fields; a switch has no value. */
export interface Switch {
  enabled: boolean;
}
export interface Setting<T> extends Switch {
  value: T;
}

/**
 * doc E §3 "Install-prompt configuration" (decision 036): one row per merchant, operator content
 * (decision 027). The columns keep the spec's field names so the operator writes what the spec says.
 */
export const installPromptConfigs = pgTable(
  'install_prompt_configs',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    download_condition_switch: jsonb('download_condition_switch').$type<Switch>().notNull(),
    domains_switch: jsonb('domains_switch').$type<Setting<1 | 2 | 3>>().notNull(),
    domains: jsonb('domains').$type<Setting<string[]>>().notNull(),
    login_required: jsonb('login_required').$type<Switch>().notNull(),
    in_game_popup_interval: jsonb('in_game_popup_interval').$type<Setting<number>>().notNull(),
    /** By trigger name: `{ enabled, value? }`. Names this build does not know are ignored when served. */
    triggers: jsonb('triggers').$type<Record<string, { enabled: boolean; value?: number | string }>>().notNull(),
    bottom_app_bar_mode: jsonb('bottom_app_bar_mode').$type<Switch>().notNull(),
    theme: jsonb('theme').$type<Setting<'light' | 'dark'>>().notNull(),
    colours: jsonb('colours').$type<Setting<{ background: string; text: string; accent: string }>>().notNull(),
    app_background: jsonb('app_background').$type<Setting<string>>().notNull(),
    app_desc: jsonb('app_desc').$type<Setting<LocalisedText>>().notNull(),
    bottom_app_desc: jsonb('bottom_app_desc').$type<Setting<LocalisedText>>().notNull(),
    message: jsonb('message').$type<Setting<LocalisedText>>().notNull(),
  },
  (t) => [uniqueIndex('install_prompt_configs_merchant_ux').on(t.merchantCode)],
);
