import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerEntries, walletAccounts, type LedgerKind } from '../db/schema-wallet.ts';
import { PlatformError } from '../http/platform-error.ts';

/** What each kind of entry does to the account row: [balance, held] per unit of amount. */
const DELTAS: Record<LedgerKind, readonly [number, number]> = {
  deposit_credited: [1, 0],
  withdrawal_held: [-1, 1],
  withdrawal_paid: [0, -1],
  withdrawal_released: [1, -1],
};

export interface Movement {
  memberId: number;
  merchantCode: string;
  currency: string;
  kind: LedgerKind;
  /** Minor units, positive. */
  amount: number;
  /** Unique per member: the same key never moves money twice. */
  idempotencyKey: string;
  reference: string;
}

/** A movement whose key was already used: the transaction it ran in is rolled back. */
export class DuplicateMovement extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`ledger key ${idempotencyKey} already used`);
  }
}

/**
 * Moves money: the account row and its entry, in the caller's transaction. The update is
 * conditional (balance and held stay ≥ 0), which PostgreSQL evaluates after taking the row lock, so
 * of two concurrent withdrawals the second sees the first one's balance. Throws
 * wallet.insufficient_balance when the condition fails, DuplicateMovement when the key was used;
 * either way nothing of it stays (its own transaction, a savepoint inside the caller's).
 */
export async function move(db: Db, m: Movement): Promise<{ balanceAfter: number }> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`ledger amount must be a positive integer: ${m.amount}`);
  return db.transaction((tx) => moveIn(tx as unknown as Db, m));
}

async function moveIn(tx: Db, m: Movement): Promise<{ balanceAfter: number }> {
  const [balanceSign, heldSign] = DELTAS[m.kind];
  const balanceDelta = balanceSign * m.amount;
  const heldDelta = heldSign * m.amount;
  await tx.insert(walletAccounts).values({ memberId: m.memberId, currency: m.currency }).onConflictDoNothing();
  const [row] = await tx
    .update(walletAccounts)
    .set({
      balance: sql`${walletAccounts.balance} + ${balanceDelta}`,
      held: sql`${walletAccounts.held} + ${heldDelta}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(walletAccounts.memberId, m.memberId),
        eq(walletAccounts.currency, m.currency),
        sql`${walletAccounts.balance} + ${balanceDelta} >= 0`,
        sql`${walletAccounts.held} + ${heldDelta} >= 0`,
      ),
    )
    .returning({ balance: walletAccounts.balance });
  if (!row) throw new PlatformError('wallet.insufficient_balance');
  const inserted = await tx
    .insert(ledgerEntries)
    .values({ ...m, balanceDelta, heldDelta, balanceAfter: row.balance })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (inserted.length === 0) throw new DuplicateMovement(m.idempotencyKey);
  return { balanceAfter: row.balance };
}

export interface Balance {
  balance: number;
  held: number;
}

export async function balanceOf(db: Db, memberId: number, currency: string): Promise<Balance> {
  const [row] = await db
    .select({ balance: walletAccounts.balance, held: walletAccounts.held })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.currency, currency)));
  return row ?? { balance: 0, held: 0 };
}

/** The sums of a member's entries: what the account row must equal (the property test checks it). */
export async function ledgerTotals(db: Db, memberId: number, currency: string): Promise<Balance> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)`,
      held: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.currency, currency)));
  return { balance: Number(row?.balance ?? 0), held: Number(row?.held ?? 0) };
}
