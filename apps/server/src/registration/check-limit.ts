import type { FastifyInstance } from 'fastify';
import { networkLimit } from '../abuse/network-limits.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import { addressGroup } from '../security/address-group.ts';

/**
 * Username checks and suggestions, per address and per /24 or /48 network (merchant.security.registration
 * checksPerIp, checksPerSubnet; decision 034), counted before the lookup and across instances: each
 * answer tells which names have accounts.
 */
export async function assertChecksAllowed(app: FastifyInstance, merchant: Merchant, ip: string): Promise<void> {
  const { checksPerIp, checksPerSubnet } = merchant.security.registration;
  const m = merchant.merchantCode;
  const refused = await app.rateLimits.reserve([
    [`check:username:${m}:${ip}`, checksPerIp],
    [`check:net:${m}:${addressGroup(ip)}`, checksPerSubnet],
    ...(await networkLimit(merchant, ip, 'checks')),
  ]);
  if (refused) {
    throw new PlatformError('TOO_MANY_REQUEST_CHECK', { retryAfter: refused.retryAfter, value: { retryAfter: refused.retryAfter } });
  }
}
