import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PlatformError } from '../../../http/platform-error.ts';
import { isFirstPaid, settleOrder } from '../../../wallet/deposits.ts';
import { depositCredited } from '../../../tracking/record-conversions.ts';
import { signatureMatches } from '../../../wallet/payment-provider.ts';

export const CALLBACK_PATH = '/wps/payments/sandbox/callback';
export const SIGNATURE_HEADER = 'x-portico-signature';

export const notificationBody = z.strictObject({
  notificationId: z.string().min(8).max(64),
  orderId: z.string().min(1).max(64),
  merchantCode: z.string().min(1).max(32),
  amount: z.int().positive(),
  currency: z.string().min(3).max(3),
  status: z.enum(['paid', 'failed']),
});
export type NotificationBody = z.infer<typeof notificationBody>;

/**
 * The provider's signed callback (decision 031). The signature covers the exact bytes, so the
 * body is kept as text until it is checked. Every refusal is logged as a warning with what a
 * person needs to look into it (order, notification, reason), never the secret or the signature.
 */
export default function paymentCallback(app: FastifyInstance) {
  const provider = app.payments;
  if (!provider) return;
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const refuse = (code: 'payment.signature_invalid' | 'payment.mismatch', reason: string, extra: object = {}) => {
        request.log.warn({ provider: provider.name, reason, ...extra }, 'payment callback refused');
        return new PlatformError(code);
      };
      let parsed: NotificationBody;
      try {
        parsed = notificationBody.parse(JSON.parse(raw));
      } catch {
        throw refuse('payment.mismatch', 'body is not a notification');
      }
      const context = { orderId: parsed.orderId, notificationId: parsed.notificationId, merchantCode: parsed.merchantCode };
      const header = request.headers[SIGNATURE_HEADER];
      if (!signatureMatches(raw, typeof header === 'string' ? header : undefined, provider.secretFor(parsed.merchantCode))) {
        throw refuse('payment.signature_invalid', header ? 'wrong signature' : 'unsigned', context);
      }
      try {
        const order = await settleOrder(app.db, { provider: provider.name, ...parsed });
        if (order.status === 'paid') await depositCredited(app, order.merchantCode, order, await isFirstPaid(app.db, order), request.log);
        request.log.info({ ...context, status: order.status }, 'payment callback settled the order');
        reply.header('cache-control', 'no-store');
        return { success: true, value: { orderId: order.id, status: order.status } };
      } catch (err) {
        if (err instanceof PlatformError && (err.errorCode === 'payment.replayed' || err.errorCode === 'payment.mismatch')) {
          request.log.warn({ provider: provider.name, reason: err.errorCode, ...context }, 'payment callback refused');
        }
        throw err;
      }
    });
  });
}
