import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Withdrawal } from '@portico/contract/withdraw';
import type { Db } from '../db/client.ts';
import { payoutAccounts, withdrawals } from '../db/schema-wallet.ts';
import { isFlagged } from '../abuse/flags.ts';
import { PlatformError } from '../http/platform-error.ts';
import { DuplicateMovement, move } from './ledger.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface NewWithdrawal {
  merchantCode: string;
  currency: string;
  memberId: number;
  accountId: number;
  amount: number;
  clientKey: string;
}

async function byKey(db: Db, memberId: number, clientKey: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.clientKey, clientKey)));
  return row;
}

function sameRequest(row: WithdrawalRow, w: NewWithdrawal): WithdrawalRow {
  if (row.amount !== w.amount || row.accountId !== w.accountId) throw new PlatformError('wallet.idempotency_conflict');
  return row;
}

/**
 * Holds the amount for a withdrawal to one of the member's accounts: the withdrawal row and the
 * hold in one transaction, so a refused hold (balance too low) leaves no withdrawal behind. The
 * same client key answers the first withdrawal.
 */
export async function requestWithdrawal(db: Db, w: NewWithdrawal): Promise<WithdrawalRow> {
  const existing = await byKey(db, w.memberId, w.clientKey);
  if (existing) return sameRequest(existing, w);
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, w.accountId), eq(payoutAccounts.memberId, w.memberId)));
  if (!account) throw new PlatformError('wallet.account_not_found');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(withdrawals)
        .values({
          id: randomUUID(),
          merchantCode: w.merchantCode,
          memberId: w.memberId,
          accountId: account.id,
          accountLabel: `${account.bankName} ${account.maskedNumber}`,
          amount: w.amount,
          currency: w.currency,
          clientKey: w.clientKey,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new DuplicateMovement(w.clientKey);
      await move(tx as unknown as Db, {
        memberId: w.memberId,
        merchantCode: w.merchantCode,
        currency: w.currency,
        kind: 'withdrawal_held',
        amount: w.amount,
        idempotencyKey: `withdrawal:${row.id}:held`,
        reference: row.id,
      });
      return row;
    });
  } catch (err) {
    if (!(err instanceof DuplicateMovement)) throw err;
    const raced = await byKey(db, w.memberId, w.clientKey);
    if (!raced) throw err;
    return sameRequest(raced, w);
  }
}

/**
 * The operator's decision: paid takes the hold out of the wallet; rejected gives it back to the
 * balance. Only a pending withdrawal can be decided (paying a rejected one is refused).
 */
export async function decideWithdrawal(db: Db, merchantCode: string, id: string, decision: 'paid' | 'rejected'): Promise<WithdrawalRow> {
  if (decision === 'paid') await refuseFlagged(db, merchantCode, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: decision, decidedAt: new Date() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantCode, merchantCode), eq(withdrawals.status, 'pending')))
      .returning();
    if (!row) {
      const [other] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.merchantCode, merchantCode)));
      throw new PlatformError(other ? 'wallet.withdrawal_decided' : 'wallet.withdrawal_not_found');
    }
    await move(tx as unknown as Db, {
      memberId: row.memberId,
      merchantCode,
      currency: row.currency,
      kind: decision === 'paid' ? 'withdrawal_paid' : 'withdrawal_released',
      amount: row.amount,
      idempotencyKey: `withdrawal:${row.id}:${decision}`,
      reference: row.id,
    });
    return row;
  });
}

/**
 * A withdrawal of an account flagged at registration stays pending for review (decision 041): it is
 * listed as flagged and cannot be paid until the operator clears the flag (rejecting stays possible).
 */
async function refuseFlagged(db: Db, merchantCode: string, id: string): Promise<void> {
  const [row] = await db.select({ memberId: withdrawals.memberId }).from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.merchantCode, merchantCode)));
  if (row && (await isFlagged(db, row.memberId))) throw new PlatformError('abuse.account_review');
}

export async function withdrawalsOf(db: Db, where: { memberId: number } | { merchantCode: string; status?: string }, limit = 50) {
  const condition =
    'memberId' in where
      ? eq(withdrawals.memberId, where.memberId)
      : and(eq(withdrawals.merchantCode, where.merchantCode), where.status ? eq(withdrawals.status, where.status) : undefined);
  return db.select().from(withdrawals).where(condition).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(limit);
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    withdrawalId: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status as Withdrawal['status'],
    accountLabel: row.accountLabel,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
