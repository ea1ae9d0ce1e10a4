import { createHmac, timingSafeEqual } from 'node:crypto';
import { signatureOf } from '../sms/webhook.ts';

/**
 * A payment service provider (decision 031): where the browser pays an order, and how its
 * callback is checked. The sandbox is the one adapter so far (development and tests); a real
 * provider is another adapter with its own configuration and signature scheme.
 */
export interface PaymentProvider {
  /** Name stored with every notification (replays are per provider). */
  readonly name: string;
  /** The page the browser pays the order on. */
  checkoutUrl(orderId: string): string;
  /** The merchant's signing secret; never logged, never sent. */
  secretFor(merchantCode: string): string;
}

/** `sha256=<hex>` of the exact bytes: the sms webhook's scheme (sms/webhook.ts), here checked on arrival. */
export function signatureMatches(rawBody: string, given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const expected = Buffer.from(signatureOf(rawBody, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The sandbox: a checkout page on this platform; each merchant's secret derived from one base secret. */
export function sandboxProvider(baseSecret: string): PaymentProvider {
  return {
    name: 'sandbox',
    checkoutUrl: (orderId) => `/sandbox-pay/checkout/${encodeURIComponent(orderId)}`,
    secretFor: (merchantCode) => createHmac('sha256', baseSecret).update(`sandbox-pay:${merchantCode}`).digest('hex'),
  };
}
