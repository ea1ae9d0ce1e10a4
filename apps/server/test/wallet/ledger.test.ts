import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payoutAccounts, walletAccounts } from '../../src/db/schema-wallet.ts';
import { PlatformError } from '../../src/http/platform-error.ts';
import { balanceOf, ledgerTotals, move } from '../../src/wallet/ledger.ts';
import { decideWithdrawal, requestWithdrawal } from '../../src/wallet/withdrawals.ts';
import { buildTestApp, uniqueName } from '../helpers/app.ts';
import { createMember } from '../helpers/members.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const CURRENCY = 'PHP';

async function memberWithAccount() {
  const m = await createMember(app);
  const [account] = await app.db
    .insert(payoutAccounts)
    .values({ merchantCode: 'DEMO', memberId: m.id, kind: 'bankCard', bankCode: 'BDO', bankName: 'BDO Unibank', maskedNumber: '•••• 6789', fingerprint: uniqueName('fp'), holderName: 'Ana Cruz' })
    .returning();
  return { memberId: m.id, accountId: account!.id };
}

const deposit = (memberId: number, amount: number, key = uniqueName('dep')) =>
  move(app.db, { memberId, merchantCode: 'DEMO', currency: CURRENCY, kind: 'deposit_credited', amount, idempotencyKey: key, reference: key });

type Step = { op: 'deposit'; amount: number } | { op: 'withdraw'; amount: number } | { op: 'pay' | 'reject'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
  fc.record({ op: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 150_000 }) }),
  fc.record({ op: fc.constantFrom('pay' as const, 'reject' as const), pick: fc.nat() }),
);

describe('the ledger', () => {
  it('keeps balance = credits − debits, never negative, over any sequence of deposits, withdrawals, payments and rejections', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { memberId, accountId } = await memberWithAccount();
        let credited = 0;
        let paidOut = 0;
        const pending: { id: string; amount: number }[] = [];
        for (const s of steps) {
          if (s.op === 'deposit') {
            await deposit(memberId, s.amount);
            credited += s.amount;
          } else if (s.op === 'withdraw') {
            const before = await balanceOf(app.db, memberId, CURRENCY);
            const attempt = requestWithdrawal(app.db, { merchantCode: 'DEMO', currency: CURRENCY, memberId, accountId, amount: s.amount, clientKey: uniqueName('w') });
            if (s.amount > before.balance) {
              await expect(attempt).rejects.toMatchObject({ errorCode: 'wallet.insufficient_balance' });
            } else {
              pending.push({ id: (await attempt).id, amount: s.amount });
            }
          } else if (pending.length > 0) {
            const [chosen] = pending.splice(s.pick % pending.length, 1);
            await decideWithdrawal(app.db, 'DEMO', chosen!.id, s.op === 'pay' ? 'paid' : 'rejected');
            if (s.op === 'pay') paidOut += chosen!.amount;
          }
          const now = await balanceOf(app.db, memberId, CURRENCY);
          expect(now.balance).toBeGreaterThanOrEqual(0);
          expect(now.held).toBe(pending.reduce((sum, p) => sum + p.amount, 0));
          expect(now.balance + now.held).toBe(credited - paidOut);
          expect(await ledgerTotals(app.db, memberId, CURRENCY)).toEqual(now);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('lets exactly one of 20 parallel withdrawals of 60 % of the balance through', async () => {
    const { memberId, accountId } = await memberWithAccount();
    await deposit(memberId, 100_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        requestWithdrawal(app.db, { merchantCode: 'DEMO', currency: CURRENCY, memberId, accountId, amount: 60_000, clientKey: uniqueName('race') }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(refusals.every((e) => e instanceof PlatformError && e.errorCode === 'wallet.insufficient_balance')).toBe(true);
    expect(await balanceOf(app.db, memberId, CURRENCY)).toEqual({ balance: 40_000, held: 60_000 });
  });

  it('moves money once per key: a retried movement is refused and the balance is unchanged', async () => {
    const { memberId } = await memberWithAccount();
    await deposit(memberId, 5000, 'same-key');
    await expect(deposit(memberId, 5000, 'same-key')).rejects.toThrow(/already used/);
    expect(await balanceOf(app.db, memberId, CURRENCY)).toEqual({ balance: 5000, held: 0 });
  });

  it('refuses a negative balance in the database itself (the CHECK is the last line)', async () => {
    const { memberId } = await memberWithAccount();
    await app.db.insert(walletAccounts).values({ memberId, currency: CURRENCY });
    await expect(app.db.insert(ledgerEntries).values({ memberId, merchantCode: 'DEMO', currency: CURRENCY, kind: 'deposit_credited', amount: -5, balanceDelta: -5, heldDelta: 0, balanceAfter: -5, idempotencyKey: 'k', reference: 'r' })).rejects.toThrow();
    const { sql } = await import('drizzle-orm');
    await expect(app.db.execute(sql`update wallet_accounts set balance = -1 where member_id = ${memberId}`)).rejects.toThrow();
  });
});
