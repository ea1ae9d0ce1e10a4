import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../../http/html.ts';
import { DEV_POLICY } from '../../../plugins/external/security-headers.ts';
import { findOrder } from '../../../wallet/deposits.ts';
import { CALLBACK_PATH, SIGNATURE_HEADER, type NotificationBody } from './payment-callback.ts';
import { signatureOf } from '../../../sms/webhook.ts';
import { formatMinor } from '../../../wallet/money.ts';

// Order ids are uuids: anything else (too long, a NUL) is no such order, never a database error.
const params = z.strictObject({ id: z.uuid() });
const action = z.object({ action: z.enum(['pay', 'cancel']) });

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', DEV_POLICY)
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}` +
        `dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}button,a.button{font:inherit;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;min-height:44px}` +
        `button[value=pay]{background:#0b4fa8;color:#fff;border:0;border-radius:6px}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/**
 * The sandbox payment channel's checkout (decision 031): what a provider's payment page does, on
 * this platform — show the order, and on Pay or Cancel call the platform's callback signed with the
 * merchant's secret, as the provider's server would, then send the browser back to the voucher center.
 */
export default function sandboxCheckout(app: FastifyInstance) {
  const provider = app.payments;
  if (provider?.name !== 'sandbox') return;
  const orderOf = async (input: unknown) => {
    const parsed = params.safeParse(input);
    return parsed.success ? findOrder(app.db, parsed.data.id) : undefined;
  };
  void app.register(async (scope) => {
    await scope.register(formbody);

    scope.get('/sandbox-pay/checkout/:id', async (request, reply) => {
      const order = await orderOf(request.params);
      if (!order) return page(reply.code(404), 'Sandbox payment', '<p>There is no such order.</p>');
      const merchant = app.merchants.all.get(order.merchantCode);
      const details =
        `<dl><dt>Merchant</dt><dd>${escapeHtml(merchant?.name ?? order.merchantCode)}</dd>` +
        `<dt>Amount</dt><dd>${escapeHtml(formatMinor(order.amount, order.currency))}</dd>` +
        `<dt>Currency</dt><dd>${escapeHtml(order.currency)}</dd><dt>Status</dt><dd>${escapeHtml(order.status)}</dd></dl>`;
      const back = `/m/voucherCenter?order=${encodeURIComponent(order.id)}`;
      const actions =
        order.status === 'pending'
          ? `<form method="post"><button name="action" value="pay">Pay</button><button name="action" value="cancel">Cancel</button></form>`
          : `<p><a class="button" href="${escapeHtml(back)}">Back to the site</a></p>`;
      return page(reply, 'Sandbox payment', `<p>This is the sandbox payment channel: no real money moves.</p>${details}${actions}`);
    });

    scope.post('/sandbox-pay/checkout/:id', async (request, reply) => {
      const order = await orderOf(request.params);
      const chosen = action.safeParse(request.body);
      if (!order || !chosen.success) return page(reply.code(400), 'Sandbox payment', '<p>There is no such order or choice.</p>');
      if (order.status === 'pending') {
        const notification: NotificationBody = {
          notificationId: randomUUID(),
          orderId: order.id,
          merchantCode: order.merchantCode,
          amount: order.amount,
          currency: order.currency,
          status: chosen.data.action === 'pay' ? 'paid' : 'failed',
        };
        const raw = JSON.stringify(notification);
        const res = await app.inject({
          method: 'POST',
          url: CALLBACK_PATH,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureOf(raw, provider.secretFor(order.merchantCode)) },
          payload: raw,
        });
        if (res.statusCode !== 200) return page(reply.code(502), 'Sandbox payment', '<p>The platform refused the payment notification.</p>');
      }
      return reply.redirect(`/m/voucherCenter?order=${encodeURIComponent(order.id)}`, 303);
    });
  });
}
