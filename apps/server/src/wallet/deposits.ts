import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { DepositOrder } from '@portico/contract/wallet';
import type { Db } from '../db/client.ts';
import { depositChannels, depositOrders, paymentNotifications } from '../db/schema-wallet.ts';
import { PlatformError } from '../http/platform-error.ts';
import { DuplicateMovement, move } from './ledger.ts';

/** A pending order not paid within this time expires (checked whenever it is read). */
export const ORDER_TTL_MS = 30 * 60 * 1000;

type OrderRow = typeof depositOrders.$inferSelect;

export async function channelsOf(db: Db, merchantCode: string, currency: string) {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantCode, merchantCode), eq(depositChannels.currency, currency)))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));
}

export interface NewOrder {
  merchantCode: string;
  currency: string;
  memberId: number;
  channelId: number;
  amount: number;
  clientKey: string;
}

/** A pending order; the same client key answers the order it made first (a retried submit makes no second order). */
export async function createOrder(db: Db, o: NewOrder): Promise<OrderRow> {
  const [channel] = (await channelsOf(db, o.merchantCode, o.currency)).filter((c) => c.id === o.channelId);
  if (!channel) throw new PlatformError('wallet.channel_unknown');
  const existing = await orderByKey(db, o.memberId, o.clientKey);
  if (existing) return sameRequest(existing, o);
  if (o.amount < channel.minAmount || o.amount > channel.maxAmount) throw new PlatformError('wallet.amount_out_of_range');
  const [created] = await db
    .insert(depositOrders)
    .values({
      id: randomUUID(),
      merchantCode: o.merchantCode,
      memberId: o.memberId,
      channelId: channel.id,
      channelName: channel.name,
      amount: o.amount,
      currency: o.currency,
      clientKey: o.clientKey,
      expiresAt: new Date(Date.now() + ORDER_TTL_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Two submits with one key raced: the other one made the order.
  const raced = await orderByKey(db, o.memberId, o.clientKey);
  if (!raced) throw new Error('deposit order vanished after a key conflict');
  return sameRequest(raced, o);
}

async function orderByKey(db: Db, memberId: number, clientKey: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.clientKey, clientKey)));
  return row;
}

function sameRequest(row: OrderRow, o: NewOrder): OrderRow {
  if (row.amount !== o.amount || row.channelId !== o.channelId) throw new PlatformError('wallet.idempotency_conflict');
  return row;
}

/** Pending orders past their time become expired: on read, so no sweep has to run for a person to see it. */
export async function expireOrders(db: Db, where: { memberId?: number; orderId?: string }): Promise<void> {
  await db
    .update(depositOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(depositOrders.status, 'pending'),
        lt(depositOrders.expiresAt, new Date()),
        where.memberId === undefined ? undefined : eq(depositOrders.memberId, where.memberId),
        where.orderId === undefined ? undefined : eq(depositOrders.id, where.orderId),
      ),
    );
}

/** An order by id (any member): expired first when its time is up. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  await expireOrders(db, { orderId });
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.id, orderId));
  return row;
}

/** Paid and no paid order of the member before it: the first deposit. */
export async function isFirstPaid(db: Db, row: OrderRow): Promise<boolean> {
  if (row.status !== 'paid' || !row.paidAt) return false;
  const [before] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, row.memberId),
        eq(depositOrders.status, 'paid'),
        sql`(${depositOrders.paidAt}, ${depositOrders.id}) < (${row.paidAt.toISOString()}::timestamptz, ${row.id})`,
      ),
    );
  return (before?.n ?? 0) === 0;
}

export async function orderView(db: Db, row: OrderRow, checkoutUrl: string): Promise<DepositOrder> {
  return {
    orderId: row.id,
    channelName: row.channelName,
    amount: row.amount,
    currency: row.currency,
    status: row.status as DepositOrder['status'],
    checkoutUrl,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    firstDeposit: await isFirstPaid(db, row),
  };
}

/** A verified provider notification: the order it settles and how. */
export interface PaymentNotification {
  provider: string;
  notificationId: string;
  orderId: string;
  merchantCode: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
}

/**
 * Settles an order from a verified notification, in one transaction: the notification id is
 * recorded (a replay is refused), the order's status moves, and a paid order credits the ledger
 * under the key `deposit:<order>` — so the balance moves exactly once per order whatever arrives.
 * A payment for an expired order is still credited: the money did leave the player's account.
 */
export async function settleOrder(db: Db, n: PaymentNotification): Promise<OrderRow> {
  try {
    return await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(paymentNotifications)
        .values({ provider: n.provider, notificationId: n.notificationId, orderId: n.orderId })
        .onConflictDoNothing()
        .returning();
      if (recorded.length === 0) throw new PlatformError('payment.replayed');
      const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.id, n.orderId)).for('update');
      if (!order || order.merchantCode !== n.merchantCode || order.amount !== n.amount || order.currency !== n.currency) {
        throw new PlatformError('payment.mismatch');
      }
      if (n.status === 'failed') {
        if (order.status !== 'pending') return order;
        const [failed] = await tx.update(depositOrders).set({ status: 'failed' }).where(eq(depositOrders.id, order.id)).returning();
        return failed ?? order;
      }
      if (order.status === 'paid') return order;
      const [paid] = await tx
        .update(depositOrders)
        .set({ status: 'paid', paidAt: new Date() })
        .where(eq(depositOrders.id, order.id))
        .returning();
      await move(tx as unknown as Db, {
        memberId: order.memberId,
        merchantCode: order.merchantCode,
        currency: order.currency,
        kind: 'deposit_credited',
        amount: order.amount,
        idempotencyKey: `deposit:${order.id}`,
        reference: order.id,
      });
      return paid ?? order;
    });
  } catch (err) {
    if (err instanceof DuplicateMovement) throw new PlatformError('payment.replayed');
    throw err;
  }
}
