import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Home content of doc E (decision 028): banners, marquee announcements, popup announcements and
 * customer-service entries. Operator content (decision 027): serial id and merchant on every table.
 * Texts a person reads are `{ EN: '…', 'PT-BR': '…', … }` (EN required); a relay answers the
 * request's language, else EN.
 */
export type LocalisedText = Record<string, string>;

/** The demo seed's name for a row it made (null for the operator's rows): a restart adds no duplicates. */
const seedKey = { seedKey: text('seed_key') };
const seeded = (name: string, t: { merchantCode: AnyPgColumn; seedKey: AnyPgColumn }) =>
  uniqueIndex(name).on(t.merchantCode, t.seedKey).where(sql`${t.seedKey} is not null`);

const schedule = {
  /** null: from the start / without an end. A row is served while startsAt <= now < endsAt. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
};

/** doc E §3 "Banner": the home carousel (groupName null) and the popup banners (m_popup1, m_popup2). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    ...seedKey,
    /** P promotion (linkage = activity id), URL (linkage = the address), G game (room, node, type, vendor). */
    linkageType: text('linkage_type').notNull(),
    linkage: text('linkage'),
    roomId: text('room_id'),
    nodeId: text('node_id'),
    gameType: text('game_type'),
    vendor: text('vendor'),
    groupName: text('group_name'),
    /** Popup banners: the image a download popup saves or opens. */
    url: text('url'),
    imageUrl: text('image_url').notNull(),
    /** The image's alternative text per language (what a screen reader says). */
    imageAlt: jsonb('image_alt').$type<LocalisedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...schedule,
  },
  (t) => [
    seeded('banners_seed_ux', t),
    index('banners_merchant_ix').on(t.merchantCode, t.groupName, t.sortOrder),
    check('banners_linkage_type_ck', sql`${t.linkageType} in ('P', 'URL', 'G')`),
    check('banners_group_ck', sql`${t.groupName} is null or ${t.groupName} in ('m_popup1', 'm_popup2')`),
    check('banners_schedule_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** doc E §7 "Announcements": the marquee lines (type PR…, platform M/W/ALL, optional category such as app_download). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    ...seedKey,
    type: text('type').notNull(),
    platform: text('platform').notNull().default('ALL'),
    category: text('category'),
    text: jsonb('text').$type<LocalisedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...schedule,
  },
  (t) => [
    seeded('announcements_seed_ux', t),
    index('announcements_merchant_ix').on(t.merchantCode, t.sortOrder),
    check('announcements_platform_ck', sql`${t.platform} in ('M', 'W', 'ALL')`),
    check('announcements_schedule_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** doc E §3 "Popup announcement", with the popup options the web needs. Content is sanitised HTML. */
export const popupAnnouncements = pgTable(
  'popup_announcements',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    ...seedKey,
    title: jsonb('title').$type<LocalisedText>().notNull(),
    content: jsonb('content').$type<LocalisedText>().notNull(),
    promotionType: text('promotion_type').notNull(),
    /** A logged in, B logged out, F first-time login. */
    execution: text('execution').notNull(),
    forceRead: boolean('force_read').notNull().default(false),
    /** Offers "Don't show again today". */
    todayHide: boolean('today_hide').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...schedule,
  },
  (t) => [
    seeded('popup_announcements_seed_ux', t),
    index('popup_announcements_merchant_ix').on(t.merchantCode, t.sortOrder),
    check('popup_announcements_execution_ck', sql`${t.execution} in ('A', 'B', 'F')`),
    check('popup_announcements_schedule_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** doc E §3 "Customer-service entry": path encoded as decision 018; labelIds empty = for everyone. */
export const customerServiceEntries = pgTable(
  'customer_service_entries',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    ...seedKey,
    title: jsonb('title').$type<LocalisedText>().notNull(),
    path: text('path').notNull(),
    csType: text('cs_type').notNull(),
    /** Order in the list, lowest first. */
    csPosition: integer('cs_position').notNull().default(0),
    labelIds: integer('label_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    seeded('customer_service_entries_seed_ux', t),
    index('customer_service_entries_merchant_ix').on(t.merchantCode, t.csPosition),
    check('customer_service_entries_type_ck', sql`${t.csType} in ('AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP')`),
  ],
);
