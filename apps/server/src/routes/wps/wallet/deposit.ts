import type { FastifyInstance } from 'fastify';
import { createDepositOrderEndpoint, depositOrderEndpoint, depositSettingsEndpoint, walletBalanceEndpoint } from '@portico/contract/wallet';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { channelsOf, createOrder, findOrder, orderView } from '../../../wallet/deposits.ts';
import { balanceOf } from '../../../wallet/ledger.ts';
import { depositSubmitted } from '../../../tracking/record-conversions.ts';

/** The voucher center's calls (issue 12): channels, a deposit order and its status, the balance. */
export default function depositRoutes(app: FastifyInstance) {
  const provider = () => {
    if (!app.payments) throw new PlatformError('payment.unavailable');
    return app.payments;
  };

  registerEndpoint(app, depositSettingsEndpoint, async ({ merchant }) => {
    const rows = await channelsOf(app.db, merchant.merchantCode, merchant.currency);
    return {
      currency: merchant.currency,
      channels: rows.map((c) => ({
        channelId: c.id,
        name: c.name,
        currency: c.currency,
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
        quickAmounts: c.quickAmounts,
      })),
    };
  });

  registerEndpoint(app, createDepositOrderEndpoint, async ({ merchant, body, request, requireSession }) => {
    const { member } = requireSession();
    const payments = provider();
    const order = await createOrder(app.db, {
      merchantCode: merchant.merchantCode,
      currency: merchant.currency,
      memberId: member.id,
      channelId: body.channelId,
      amount: body.amount,
      clientKey: body.idempotencyKey,
    });
    await depositSubmitted(app, merchant, request, order);
    return orderView(app.db, order, payments.checkoutUrl(order.id));
  });

  registerEndpoint(app, depositOrderEndpoint, async ({ merchant, query, requireSession }) => {
    const { member } = requireSession();
    const order = await findOrder(app.db, query.orderId);
    // Another member's order reads as absent: its id tells nothing.
    if (!order || order.memberId !== member.id || order.merchantCode !== merchant.merchantCode) throw new PlatformError('wallet.order_not_found');
    return orderView(app.db, order, provider().checkoutUrl(order.id));
  });

  registerEndpoint(app, walletBalanceEndpoint, async ({ merchant, requireSession }) => {
    const { member } = requireSession();
    return { currency: merchant.currency, ...(await balanceOf(app.db, member.id, merchant.currency)) };
  });
}
