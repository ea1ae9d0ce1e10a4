import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatConversations, chatMessages } from '../db/schema-chat.ts';
import { PlatformError } from '../http/platform-error.ts';

/** The local chat vendor's store (decision 039): conversations, messages, what the member has read. */

export interface ChatMessageView {
  id: number;
  author: 'member' | 'agent';
  body: string;
  createdAt: string;
}

const view = (row: typeof chatMessages.$inferSelect): ChatMessageView => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The member's conversation, made on the first visit; the language follows the latest visit. */
export async function conversationOf(db: Db, who: { merchantCode: string; memberId: number; username: string; language: string }) {
  const [row] = await db
    .insert(chatConversations)
    .values(who)
    .onConflictDoUpdate({ target: [chatConversations.merchantCode, chatConversations.memberId], set: { language: who.language } })
    .returning();
  if (!row) throw new Error('chat conversation upsert returned nothing');
  return row;
}

/** Adds a message and moves the conversation up the operator's list, both or neither. */
export async function addMessage(db: Db, conversationId: number, author: 'member' | 'agent', body: string): Promise<ChatMessageView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId, author, body, readAt: author === 'member' ? new Date() : null })
      .returning();
    await tx.update(chatConversations).set({ lastMessageAt: sql`now()` }).where(eq(chatConversations.id, conversationId));
    if (!row) throw new Error('chat message insert returned nothing');
    return view(row);
  });
}

export async function messagesOf(db: Db, conversationId: number, afterId = 0, limit = 200): Promise<ChatMessageView[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map(view);
}

const unreadWhere = (conversationId: number) =>
  and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, 'agent'), isNull(chatMessages.readAt));

/** The member saw the conversation: every agent message so far is read. Answers how many were not. */
export async function markRead(db: Db, conversationId: number): Promise<number> {
  const rows = await db.update(chatMessages).set({ readAt: sql`now()` }).where(unreadWhere(conversationId)).returning({ id: chatMessages.id });
  return rows.length;
}

/** Agent messages the member has not read; 0 for a member who never opened the chat. */
export async function unreadCount(db: Db, merchantCode: string, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatConversations.merchantCode, merchantCode), eq(chatConversations.memberId, memberId), eq(chatMessages.author, 'agent'), isNull(chatMessages.readAt)));
  return row?.n ?? 0;
}

/** The operator's list: most recent first, with each conversation's message count and what the member has not read. */
export async function conversationsOf(db: Db, merchantCode: string, limit = 100) {
  return db
    .select({
      id: chatConversations.id,
      username: chatConversations.username,
      language: chatConversations.language,
      lastMessageAt: chatConversations.lastMessageAt,
      messages: sql<number>`count(${chatMessages.id})::int`,
      unreadByMember: sql<number>`(count(*) filter (where ${chatMessages.author} = 'agent' and ${chatMessages.readAt} is null))::int`,
    })
    .from(chatConversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
    .where(eq(chatConversations.merchantCode, merchantCode))
    .groupBy(chatConversations.id)
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(limit);
}

/** One conversation of this merchant, or chat.conversation_not_found (also for another merchant's id). */
export async function findConversation(db: Db, merchantCode: string, id: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.merchantCode, merchantCode)))
    .limit(1);
  if (!row) throw new PlatformError('chat.conversation_not_found');
  return row;
}
