import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** Stored lower-cased: sign-in is case-insensitive and uniqueness must agree with it. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    customerType: smallint('customer_type').notNull().default(0),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordExpiresAt: tsz('password_expires_at'),
    language: text('language'),
    regDate: tsz('reg_date').notNull().defaultNow(),
    clubLabel: jsonb('club_label').$type<{ labelName: string; labelId: number | null; type: string; rankLevel: number }>(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_merchant_username_uq').on(t.merchantCode, t.username)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token (hex): a leaked table does not hand out live sessions. */
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const platformKeys = pgTable(
  'platform_keys',
  {
    kid: text('kid').primaryKey(),
    /** 'current' for the key handed out; a rotated key keeps its row with slot null so late bodies still open. */
    slot: text('slot'),
    algorithm: text('algorithm').notNull(),
    privateKeyPkcs8: text('private_key_pkcs8').notNull(),
    publicKeySpki: text('public_key_spki').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_keys_slot_uq').on(t.slot).where(sql`${t.slot} is not null`)],
);

export const encryptionReplay = pgTable(
  'encryption_replay',
  {
    /** SHA-256 of the X-RSA header: the wrapped key is fresh per request, so a repeat means a replay. */
    digest: text('digest').primaryKey(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('encryption_replay_expires_at_idx').on(t.expiresAt)],
);
