import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { WalletHistory, WalletHistoryEntry, WalletHistoryFilter } from '@portico/contract/wallet';
import type { Db } from '../db/client.ts';
import { depositOrders, ledgerEntries, withdrawals, type LedgerKind } from '../db/schema-wallet.ts';

/** The largest page the platform answers: a bigger size asked for is served at this size (the answer says so). */
export const HISTORY_MAX_SIZE = 50;
export const HISTORY_DEFAULT_SIZE = 20;

/**
 * The entries that move the balance. A payout (withdrawal_paid) only empties the hold: it shows as
 * the state of its withdrawal, not as a second line taking the same money out again.
 */
const LISTED: Record<WalletHistoryFilter, LedgerKind[]> = {
  all: ['deposit_credited', 'withdrawal_held', 'withdrawal_released'],
  deposits: ['deposit_credited'],
  withdrawals: ['withdrawal_held', 'withdrawal_released'],
};

export interface HistoryQuery {
  memberId: number;
  merchantCode: string;
  filter: WalletHistoryFilter;
  page: number;
  size: number;
}

type Row = Pick<typeof ledgerEntries.$inferSelect, 'id' | 'kind' | 'balanceDelta' | 'currency' | 'reference' | 'createdAt'>;

/** The member's movements at this merchant, newest first (ids grow with time: the ledger only appends). */
export async function historyOf(db: Db, q: HistoryQuery): Promise<WalletHistory> {
  const size = Math.min(q.size, HISTORY_MAX_SIZE);
  const where = and(eq(ledgerEntries.memberId, q.memberId), eq(ledgerEntries.merchantCode, q.merchantCode), inArray(ledgerEntries.kind, LISTED[q.filter]));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        balanceDelta: ledgerEntries.balanceDelta,
        currency: ledgerEntries.currency,
        reference: ledgerEntries.reference,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(size)
      .offset((q.page - 1) * size),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  const entries = await describe(db, q, rows);
  return { filter: q.filter, page: q.page, size, total: n, hasMore: (q.page - 1) * size + rows.length < n, entries };
}

/** What a person reads on each line: the withdrawal's state now, the channel or account it went through. */
async function describe(db: Db, q: HistoryQuery, rows: Row[]): Promise<WalletHistoryEntry[]> {
  const refs = [...new Set(rows.map((r) => r.reference))];
  if (refs.length === 0) return [];
  const owned = <T extends typeof depositOrders | typeof withdrawals>(t: T) => and(eq(t.memberId, q.memberId), eq(t.merchantCode, q.merchantCode), inArray(t.id, refs));
  const [settled, orders, held] = await Promise.all([
    db
      .select({ reference: ledgerEntries.reference, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.memberId, q.memberId),
          inArray(ledgerEntries.reference, refs),
          inArray(ledgerEntries.kind, ['withdrawal_paid', 'withdrawal_released']),
        ),
      ),
    db.select({ id: depositOrders.id, label: depositOrders.channelName }).from(depositOrders).where(owned(depositOrders)),
    db.select({ id: withdrawals.id, label: withdrawals.accountLabel }).from(withdrawals).where(owned(withdrawals)),
  ]);
  const outcome = new Map(settled.map((s) => [s.reference, s.kind === 'withdrawal_paid' ? ('paid' as const) : ('returned' as const)]));
  const labels = new Map([...orders, ...held].map((r) => [r.id, r.label]));
  return rows.map((r) => ({
    entryId: r.id,
    ...shape(r.kind, outcome.get(r.reference)),
    amount: r.balanceDelta,
    currency: r.currency,
    reference: r.reference,
    detail: labels.get(r.reference) ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

function shape(kind: LedgerKind, outcome: 'paid' | 'returned' | undefined): Pick<WalletHistoryEntry, 'kind' | 'state'> {
  switch (kind) {
    case 'deposit_credited':
      return { kind: 'deposit', state: 'credited' };
    case 'withdrawal_released':
      return { kind: 'withdrawal_returned', state: 'returned' };
    default:
      return { kind: 'withdrawal', state: outcome ?? 'pending' };
  }
}
