import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, sessions } from './schema.ts';

/**
 * Passkeys and phishing resistance (issue 17 item 8, decision 042): the members' WebAuthn
 * credentials, the single-use ceremony challenges, and sign-ins started from a page on a foreign
 * origin (what GET /admin/abuse lists).
 */
const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The credential id (base64url) the authenticator chose; the browser sends it back at sign-in. */
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a response with a lower one is a cloned authenticator. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The relying party (the merchant's domain) it was made for: it works only there. */
    rpId: text('rp_id').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    lastUsedAt: tsz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_uq').on(t.merchantCode, t.credentialId),
    index('passkeys_member_ix').on(t.memberId),
    check('passkeys_counter_ck', sql`${t.counter} >= 0`),
    check('passkeys_name_ck', sql`length(${t.name}) between 1 and 40`),
  ],
);

/**
 * A challenge handed out with ceremony options: used once (deleted as it is checked), for one
 * purpose, on one relying party, expiring. A registration challenge belongs to the session that
 * asked for it (removed with it).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(),
    rpId: text('rp_id').notNull(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('passkey_challenges_challenge_uq').on(t.challenge),
    index('passkey_challenges_expires_ix').on(t.expiresAt),
    check('passkey_challenges_purpose_ck', sql`${t.purpose} in ('register', 'sign-in')`),
    check('passkey_challenges_session_ck', sql`(${t.purpose} = 'register') = (${t.sessionId} is not null)`),
  ],
);

/** A password sign-in whose page reported an origin outside the merchant's own (kept a week). */
export const foreignOriginSignIns = pgTable(
  'foreign_origin_sign_ins',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The origin as the page reported it (at most 200 characters). */
    origin: text('origin').notNull(),
    ip: text('ip').notNull(),
    /** flagged: signed in and recorded; verified: the merchant's step-up was asked for and passed. */
    outcome: text('outcome').notNull(),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [
    index('foreign_origin_sign_ins_merchant_ix').on(t.merchantCode, t.at),
    check('foreign_origin_sign_ins_outcome_ck', sql`${t.outcome} in ('flagged', 'verified')`),
  ],
);
