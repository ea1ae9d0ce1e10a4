import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * The local chat vendor's conversations (issue 14, decision 039): one per member, its messages
 * written by the member or by an agent. Unread = agent messages without readAt.
 */

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** The language the member last opened the chat in (the agent answers in it). */
    language: text('language').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    /** The last message's time: the operator's list is ordered by it. */
    lastMessageAt: tsz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_uq').on(t.merchantCode, t.memberId),
    index('chat_conversations_recent_idx').on(t.merchantCode, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'member' | 'agent'>().notNull(),
    body: text('body').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    /** When the member saw an agent's message (null: unread); a member's own messages are read when written. */
    readAt: tsz('read_at'),
  },
  (t) => [
    check('chat_messages_author_ck', sql`${t.author} in ('member', 'agent')`),
    check('chat_messages_body_ck', sql`char_length(${t.body}) between 1 and 1000`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_unread_idx').on(t.conversationId).where(sql`${t.readAt} is null and ${t.author} = 'agent'`),
  ],
);
