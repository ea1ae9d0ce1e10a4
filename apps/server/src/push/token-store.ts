import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pushTokens, pushTopicMembers } from '../db/schema-push.ts';

export interface StoredToken {
  id: number;
  token: string;
  provider: 'web-push' | 'fcm';
  memberId: number | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const columns = { id: pushTokens.id, token: pushTokens.token, provider: pushTokens.provider, memberId: pushTokens.memberId };
const typed = (rows: { id: number; token: string; provider: string; memberId: number | null }[]) => rows as StoredToken[];

/** The token's row, if it is stored for this merchant. */
export async function findToken(db: Db, merchantCode: string, token: string): Promise<StoredToken | null> {
  const rows = await db
    .select(columns)
    .from(pushTokens)
    .where(and(eq(pushTokens.merchantCode, merchantCode), eq(pushTokens.tokenHash, hashOf(token))))
    .limit(1);
  return typed(rows)[0] ?? null;
}

/**
 * Binds a token to a member: one statement, so two binds racing leave one row bound to whoever
 * wrote last. A token another member had moves to this one (a shared phone changing hands); its
 * topics stay, they belong to the device.
 */
export async function bindToken(db: Db, merchantCode: string, token: string, provider: 'web-push' | 'fcm', memberId: number): Promise<number> {
  const [row] = await db
    .insert(pushTokens)
    .values({ merchantCode, token, tokenHash: hashOf(token), provider, memberId })
    .onConflictDoUpdate({
      target: [pushTokens.merchantCode, pushTokens.tokenHash],
      set: { memberId, provider, updatedAt: sql`now()` },
    })
    .returning({ id: pushTokens.id });
  return row!.id;
}

export async function subscribeToken(db: Db, tokenId: number, topic: string): Promise<void> {
  await db.insert(pushTopicMembers).values({ tokenId, topic }).onConflictDoNothing();
}

export async function unsubscribeToken(db: Db, tokenId: number, topic: string): Promise<void> {
  await db.delete(pushTopicMembers).where(and(eq(pushTopicMembers.tokenId, tokenId), eq(pushTopicMembers.topic, topic)));
}

/** Forgets a token: its binding and topics (the topic rows go with it by the foreign key). */
export async function removeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.id, tokenId));
}

export async function tokensOfMember(db: Db, merchantCode: string, memberId: number): Promise<StoredToken[]> {
  return typed(await db.select(columns).from(pushTokens).where(and(eq(pushTokens.merchantCode, merchantCode), eq(pushTokens.memberId, memberId))));
}

export async function tokensOfTopic(db: Db, merchantCode: string, topic: string): Promise<StoredToken[]> {
  const inTopic = db.select({ id: pushTopicMembers.tokenId }).from(pushTopicMembers).where(eq(pushTopicMembers.topic, topic));
  return typed(await db.select(columns).from(pushTokens).where(and(eq(pushTokens.merchantCode, merchantCode), inArray(pushTokens.id, inTopic))));
}

export async function topicsOf(db: Db, tokenIds: number[]): Promise<Map<number, string[]>> {
  const byToken = new Map<number, string[]>();
  if (tokenIds.length === 0) return byToken;
  const rows = await db.select().from(pushTopicMembers).where(inArray(pushTopicMembers.tokenId, tokenIds));
  for (const r of rows) byToken.set(r.tokenId, [...(byToken.get(r.tokenId) ?? []), r.topic].sort());
  return byToken;
}
