import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
