import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { registrationRisks } from '../db/schema-abuse.ts';
import { members } from '../db/schema.ts';

/**
 * Accounts flagged at registration (decision 041): their withdrawals wait for review and bonuses are
 * refused until an operator clears the flag (GET/POST /admin/abuse/flagged, `npm run abuse`).
 */
const open = and(eq(registrationRisks.flagged, true), isNull(registrationRisks.clearedAt));

export async function isFlagged(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ memberId: registrationRisks.memberId }).from(registrationRisks).where(and(eq(registrationRisks.memberId, memberId), open));
  return row !== undefined;
}

/** Which of these members are flagged now. */
export async function flaggedAmong(db: Db, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ memberId: registrationRisks.memberId })
    .from(registrationRisks)
    .where(and(inArray(registrationRisks.memberId, [...memberIds]), open));
  return new Set(rows.map((r) => r.memberId));
}

/** The merchant's flagged accounts, newest first, with their score and signals. */
export async function flaggedAccounts(db: Db, merchantCode: string, limit = 200) {
  const rows = await db
    .select({ memberId: registrationRisks.memberId, username: members.username, score: registrationRisks.score, signals: registrationRisks.signals, createdAt: registrationRisks.createdAt })
    .from(registrationRisks)
    .innerJoin(members, eq(members.id, registrationRisks.memberId))
    .where(and(eq(registrationRisks.merchantCode, merchantCode), open))
    .orderBy(desc(registrationRisks.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Clears a member's flag; false when the member has no open flag at this merchant. */
export async function clearFlag(db: Db, merchantCode: string, memberId: number): Promise<boolean> {
  const rows = await db
    .update(registrationRisks)
    .set({ clearedAt: sql`now()` })
    .where(and(eq(registrationRisks.memberId, memberId), eq(registrationRisks.merchantCode, merchantCode), open))
    .returning({ memberId: registrationRisks.memberId });
  return rows.length > 0;
}
