import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Tracking and attribution (decision 040). Events are stored once each by the browser's event_id
 * (the unique index makes a replay, or the same batch sent by fetch and by sendBeacon, one row); the
 * funnel report counts them. Attribution fields the report groups by have their own columns.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    name: text('name').notNull(),
    /** The browser tab's tracking session (sessionStorage), not the member's sign-in session; null on a platform event. */
    sessionId: uuid('session_id'),
    /** 'platform': emitted from the platform's own records (decision 059); 'browser': a browser's report. */
    source: text('source').notNull().default('browser'),
    customerId: integer('customer_id'),
    affiliateCode: text('affiliate_code'),
    utmSource: text('utm_source'),
    page: text('page').notNull(),
    payload: jsonb('payload').notNull(),
    attribution: jsonb('attribution').notNull(),
    /** A platform event's browser facts (address, user agent, consent, page), kept for the events of the same record after it. */
    context: jsonb('context'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_events_event_id_ux').on(t.eventId),
    index('tracking_events_funnel_ix').on(t.merchantCode, t.receivedAt, t.name),
  ],
);

/**
 * What the local conversion forwarder "sent" (development and tests), read at /dev/conversions.json;
 * a real adapter (Meta Conversions API, TikTok Events API) leaves no row here.
 */
export const conversionOutbox = pgTable(
  'conversion_outbox',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    network: text('network').notNull(),
    eventId: uuid('event_id').notNull(),
    eventName: text('event_name').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversion_outbox_event_ix').on(t.eventId)],
);

/** What the local pixel adapter in the browser recorded (development and tests), read at /dev/pixels. */
export const pixelCalls = pgTable(
  'pixel_calls',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    network: text('network').notNull(),
    method: text('method').notNull(),
    eventName: text('event_name'),
    eventId: text('event_id'),
    affiliateCode: text('affiliate_code'),
    params: jsonb('params').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pixel_calls_affiliate_ix').on(t.affiliateCode, t.createdAt)],
);

/**
 * The affiliate book (doc A §7 /wps/agent/affiliate, doc E §3 "Affiliate info"): agents and their
 * codes, one code once per merchant; operator content edited with `npm run tracking -- affiliates`.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    code: text('code').notNull(),
    agentName: text('agent_name').notNull(),
    domain: text('domain'),
    referralCode: text('referral_code'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('affiliates_code_ux').on(t.merchantCode, t.code),
    check('affiliates_code_ck', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,64}$'`),
  ],
);
