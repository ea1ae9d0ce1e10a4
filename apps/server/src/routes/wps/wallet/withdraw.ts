import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import {
  bindBankCardEndpoint,
  bindPixKeyEndpoint,
  createWithdrawalEndpoint,
  depositWithdrawStatisticsEndpoint,
  withdrawAccountInfoEndpoint,
  withdrawalsEndpoint,
} from '@portico/contract/withdraw';
import { depositOrders, withdrawals } from '../../../db/schema-wallet.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { accountLists, BANKS, bindBankCard, bindPixKey } from '../../../wallet/payout-accounts.ts';
import { requestWithdrawal, withdrawalsOf, withdrawalView } from '../../../wallet/withdrawals.ts';
import { withdrawalRequested } from '../../../tracking/record-conversions.ts';

/** The withdraw page's and the security center's calls (issue 12), and the install engine's statistics. */
export default function withdrawRoutes(app: FastifyInstance) {
  registerEndpoint(app, withdrawAccountInfoEndpoint, async ({ merchant, requireSession }) => ({
    ...(await accountLists(app.db, requireSession().member.id)),
    banks: BANKS[merchant.currency] ?? [],
    pixEnabled: merchant.currency === 'BRL',
  }));

  const owner = (merchant: { merchantCode: string; currency: string }, memberId: number) => ({
    merchantCode: merchant.merchantCode,
    currency: merchant.currency,
    memberId,
  });

  registerEndpoint(app, bindBankCardEndpoint, async ({ merchant, body, requireSession }) =>
    bindBankCard(app.db, owner(merchant, requireSession().member.id), body),
  );

  registerEndpoint(app, bindPixKeyEndpoint, async ({ merchant, body, requireSession }) =>
    bindPixKey(app.db, owner(merchant, requireSession().member.id), body),
  );

  registerEndpoint(app, createWithdrawalEndpoint, async ({ merchant, body, request, requireSession }) => {
    const row = await requestWithdrawal(app.db, {
      ...owner(merchant, requireSession().member.id),
      accountId: body.accountId,
      amount: body.amount,
      clientKey: body.idempotencyKey,
    });
    await withdrawalRequested(app, merchant, request, row);
    return withdrawalView(row);
  });

  registerEndpoint(app, withdrawalsEndpoint, async ({ requireSession }) =>
    (await withdrawalsOf(app.db, { memberId: requireSession().member.id })).map(withdrawalView),
  );

  // Counted from the orders and withdrawals themselves, never a counter that could drift from them.
  registerEndpoint(app, depositWithdrawStatisticsEndpoint, async ({ requireSession }) => {
    const memberId = requireSession().member.id;
    const [deposits] = await app.db
      .select({ n: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid')));
    const [paidOut] = await app.db
      .select({ n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'paid')));
    return {
      totalDepositSuccessCount: deposits?.n ?? 0,
      totalWithdrawSuccessCount: paidOut?.n ?? 0,
      ...(await accountLists(app.db, memberId)),
    };
  });
}
