import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Push registration tokens (issue 14, decision 038). A token is bound to one member at a time:
 * binding it again from another member's session moves it. Looked up by the SHA-256 of the token,
 * since a Web Push token (a subscription's JSON) is too long for a comfortable unique index.
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    tokenHash: text('token_hash').notNull(),
    token: text('token').notNull(),
    /** Which adapter delivers to it: the merchant's provider when it was bound. */
    provider: text('provider').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_tokens_merchant_hash_uq').on(t.merchantCode, t.tokenHash),
    index('push_tokens_member_ix').on(t.memberId),
    check('push_tokens_provider_ck', sql`${t.provider} in ('web-push', 'fcm')`),
  ],
);

/** Topic membership of a token (doc E §7 CSP_fcmSubscribe): removed with the token. */
export const pushTopicMembers = pgTable(
  'push_topic_members',
  {
    tokenId: integer('token_id')
      .notNull()
      .references(() => pushTokens.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.topic] }), index('push_topic_members_topic_ix').on(t.topic)],
);
