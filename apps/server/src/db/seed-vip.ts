import { and, eq, inArray } from 'drizzle-orm';
import { progressAt } from '../vip/ladder.ts';
import type { Db } from './client.ts';
import { members, rankProgress } from './schema.ts';

/** Where the demo members stand on the VIP ladder, so the shell's progress bar shows something real. */
export const DEMO_RANKS: Record<string, { rankLevel: number; completed: number }> = {
  player1: { rankLevel: 2, completed: 3 }, // Silver, 3 of Gold's 5 conditions
  agent1: { rankLevel: 3, completed: 2 }, // Gold, 2 of Platinum's 6 conditions
  restricted1: { rankLevel: 1, completed: 0 }, // Bronze, none of Silver's 3 yet (restricted members have no chat, but a rank)
};

/** Idempotent: rows already there (perhaps changed since) are kept; safe when two instances start together. */
export async function seedRankProgress(db: Db, merchantCode: string): Promise<void> {
  const found = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.username, Object.keys(DEMO_RANKS))));
  const rows = found.flatMap(({ id, username }) => {
    const demo = DEMO_RANKS[username];
    if (!demo) return [];
    const { currentProgress, playerRankProgress } = progressAt(demo.rankLevel, demo.completed);
    return [{ memberId: id, ...playerRankProgress, ...currentProgress }];
  });
  if (rows.length > 0) await db.insert(rankProgress).values(rows).onConflictDoNothing();
}
