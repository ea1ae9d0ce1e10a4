import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';

/** Username checks and suggestions from one IP (merchant.security.registration.checksPerIp), across instances. */
export async function assertChecksAllowed(app: FastifyInstance, merchant: Merchant, ip: string): Promise<void> {
  const result = await app.rateLimits.hit(`check:username:${merchant.merchantCode}:${ip}`, merchant.security.registration.checksPerIp);
  if (!result.allowed) {
    throw new PlatformError('TOO_MANY_REQUEST_CHECK', { retryAfter: result.retryAfter, value: { retryAfter: result.retryAfter } });
  }
}
