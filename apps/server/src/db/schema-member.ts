import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * Issue 10 part B (decision 029): promotions, activities, VIP labels and benefits, point market,
 * missions (operator content kinds, decision 027) and what members do with them: points,
 * redemptions, mission progress, agent applications, feedback, referral code and profile icon.
 * Texts the player reads are stored per language ({ "EN": {...}, "TH": {...} }), EN required.
 */
const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const memberRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

export type Localized<T> = Record<string, T>;

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Localized<string>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('promotion_categories_code_uq').on(t.merchantCode, t.code)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    key: text('key').notNull(),
    /** doc E §4: the common referral promotion, or the personal one (for members who are not agents). */
    audience: text('audience').notNull().default('common'),
    categoryId: integer('category_id'),
    activityId: integer('activity_id'),
    texts: jsonb('texts').$type<Localized<{ title: string; description: string }>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: tsz('starts_at'),
    endsAt: tsz('ends_at'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('promotions_merchant_ix').on(t.merchantCode, t.key)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** bodyHtml is sanitised on write (DOMPurify) and again in the browser. */
    texts: jsonb('texts').$type<Localized<{ title: string; summary: string; bodyHtml: string }>>().notNull(),
    imageUrl: text('image_url'),
    target: text('target').notNull(),
    redirectUrl: text('redirect_url'),
    startsAt: tsz('starts_at'),
    endsAt: tsz('ends_at'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('activities_merchant_ix').on(t.merchantCode),
    check('activities_redirect_url_ck', sql`(${t.target} = 'REDIRECT_URL') = (${t.redirectUrl} is not null)`),
  ],
);

export const vipLabels = pgTable(
  'vip_labels',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    labelId: integer('label_id').notNull(),
    labelName: text('label_name').notNull(),
    type: text('type').notNull(),
    rankLevel: integer('rank_level').notNull(),
  },
  (t) => [uniqueIndex('vip_labels_label_uq').on(t.merchantCode, t.labelId)],
);

export const vipBenefits = pgTable(
  'vip_benefits',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    labelId: integer('label_id').notNull(),
    texts: jsonb('texts').$type<Localized<{ title: string; description: string }>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('vip_benefits_label_ix').on(t.merchantCode, t.labelId)],
);

export const pointItems = pgTable(
  'point_items',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    texts: jsonb('texts').$type<Localized<{ name: string; description: string }>>().notNull(),
    pointsPrice: integer('points_price').notNull(),
    imageUrl: text('image_url'),
    stock: integer('stock').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('point_items_price_ck', sql`${t.pointsPrice} > 0`), check('point_items_stock_ck', sql`${t.stock} >= 0`)],
);

export const memberPoints = pgTable(
  'member_points',
  { memberId: memberRef('member_id').primaryKey(), balance: integer('balance').notNull().default(0) },
  (t) => [check('member_points_balance_ck', sql`${t.balance} >= 0`)],
);

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef('member_id'),
    itemId: integer('item_id').notNull(),
    points: integer('points').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('point_redemptions_request_uq').on(t.memberId, t.requestId)],
);

export const missions = pgTable('missions', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  texts: jsonb('texts').$type<Localized<{ title: string; description: string }>>().notNull(),
  target: integer('target').notNull(),
  rewardPoints: integer('reward_points').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const missionProgress = pgTable(
  'mission_progress',
  { memberId: memberRef('member_id'), missionId: integer('mission_id').notNull(), progress: integer('progress').notNull().default(0) },
  (t) => [primaryKey({ columns: [t.memberId, t.missionId] })],
);

export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: memberRef('member_id'),
    contact: text('contact').notNull(),
    channel: text('channel').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_applications_pending_uq').on(t.memberId).where(sql`${t.status} = 'pending'`)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  memberId: memberRef('member_id'),
  category: text('category').notNull(),
  message: text('message').notNull(),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: memberRef('member_id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    referralCode: text('referral_code').notNull(),
    profileIcon: smallint('profile_icon').notNull().default(1),
  },
  (t) => [uniqueIndex('member_profiles_referral_uq').on(t.merchantCode, t.referralCode)],
);
