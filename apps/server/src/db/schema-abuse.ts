import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';
import { sql } from 'drizzle-orm';

/**
 * Abuse alarms (decision 034): a merchant-wide threshold crossed (registrations per minute, an account
 * stepped up under attack). Written once per crossing and window, read by GET /admin/abuse; rows older
 * than a week are swept.
 */
export const abuseAlarms = pgTable(
  'abuse_alarms',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').notNull(),
    /** What crossed it: the merchant itself, or the account's username for a stepped-up sign-in. */
    subject: text('subject').notNull(),
    count: integer('count').notNull(),
    threshold: integer('threshold').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('abuse_alarms_merchant_ix').on(t.merchantCode, t.raisedAt),
    check('abuse_alarms_kind_ck', sql`${t.kind} in ('registrations.perMinute', 'login.stepUp')`),
  ],
);

/**
 * The sms-pumping breaker (decision 041): per merchant and number prefix (country code + the national
 * number's first three digits), the texts sent and codes verified in the current hour. When at least
 * `minSent` were sent and under `verifiedPercent` of them verified, `open_until` stops texting to the
 * prefix for the cool-down; the first send after it starts a fresh hour. One row per prefix, changed
 * only by single-statement upserts, so concurrent sends on any instance count exactly.
 */
export const smsBreakers = pgTable(
  'sms_breakers',
  {
    merchantCode: text('merchant_code').notNull(),
    prefix: text('prefix').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull(),
    verified: integer('verified').notNull().default(0),
    openUntil: timestamp('open_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.prefix] }),
    check('sms_breakers_counts_ck', sql`${t.sent} >= 0 and ${t.verified} >= 0`),
    check('sms_breakers_prefix_ck', sql`${t.prefix} ~ '^[0-9]{2,8}$'`),
  ],
);

/**
 * When a merchant first saw a device id (decision 041). A device id seen for the first time minutes
 * ago is a script's random one as often as a new phone's: the limits count it as its address's.
 */
export const deviceSightings = pgTable(
  'device_sightings',
  {
    merchantCode: text('merchant_code').notNull(),
    deviceId: text('device_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.deviceId] }), index('device_sightings_seen_ix').on(t.firstSeenAt)],
);

/**
 * A registration's risk (decision 041): the score of its signals (device reuse, headless browser,
 * username pattern, affiliate clustering, network tier) and the signals themselves, written with the
 * member. `flagged` when the score reached the merchant's threshold; a flagged member's withdrawals
 * wait for review and bonuses are refused until an operator clears it (`cleared_at`).
 */
export const registrationRisks = pgTable(
  'registration_risks',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    score: integer('score').notNull(),
    signals: jsonb('signals').$type<Record<string, number | string | boolean>>().notNull(),
    flagged: boolean('flagged').notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('registration_risks_score_ck', sql`${t.score} between 0 and 100`),
    index('registration_risks_flagged_ix').on(t.merchantCode).where(sql`${t.flagged} and ${t.clearedAt} is null`),
  ],
);
