import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberPoints, pointItems, pointRedemptions } from '../db/schema-member.ts';
import { isFlagged } from '../abuse/flags.ts';
import { PlatformError } from '../http/platform-error.ts';

export async function pointsOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ balance: memberPoints.balance }).from(memberPoints).where(eq(memberPoints.memberId, memberId));
  return row?.balance ?? 0;
}

interface Redeem {
  merchantCode: string;
  memberId: number;
  itemId: number;
  requestId: string;
}

/**
 * Spends points on an item in one transaction. The balance and stock only change through
 * conditional updates (balance >= price, stock > 0), so two redemptions at once can never take the
 * balance below zero (the check constraint backs it); the same requestId answers the first redemption.
 */
export async function redeemItem(db: Db, { merchantCode, memberId, itemId, requestId }: Redeem) {
  // A bonus waits while the account is flagged at registration (decision 041): the bots are after bonuses.
  if (await isFlagged(db, memberId)) throw new PlatformError('abuse.account_review');
  return db.transaction(async (tx) => {
    const [done] = await tx
      .select()
      .from(pointRedemptions)
      .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, requestId)));
    if (done) return { redemptionId: done.id, itemId: done.itemId, points: await pointsOf(tx as unknown as Db, memberId) };

    const [item] = await tx
      .update(pointItems)
      .set({ stock: sql`${pointItems.stock} - 1` })
      .where(and(eq(pointItems.id, itemId), eq(pointItems.merchantCode, merchantCode), gt(pointItems.stock, 0)))
      .returning({ price: pointItems.pointsPrice });
    if (!item) throw new PlatformError('points.item_unavailable');

    const [wallet] = await tx
      .update(memberPoints)
      .set({ balance: sql`${memberPoints.balance} - ${item.price}` })
      .where(and(eq(memberPoints.memberId, memberId), gte(memberPoints.balance, item.price)))
      .returning({ balance: memberPoints.balance });
    if (!wallet) throw new PlatformError('points.insufficient');

    const [row] = await tx.insert(pointRedemptions).values({ memberId, itemId, points: item.price, requestId }).returning({ id: pointRedemptions.id });
    return { redemptionId: row!.id, itemId, points: wallet.balance };
  });
}
