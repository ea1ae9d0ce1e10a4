import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformError } from '../../http/platform-error.ts';
import { addressGroup } from '../../security/address-group.ts';

/**
 * Challenges issued per address and per network (decision 034's grouping): each is a row until it is
 * used or expires, so handing them out unbounded would let one client fill the table.
 */
const PER_IP = { max: 30, windowSeconds: 60 };
const PER_SUBNET = { max: 300, windowSeconds: 60 };

export async function reserveCeremony(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const refused = await app.rateLimits.reserve([
    [`passkey:ip:${request.ip}`, PER_IP],
    [`passkey:net:${addressGroup(request.ip)}`, PER_SUBNET],
  ]);
  if (refused) throw new PlatformError('TOO_MANY_REQUEST', { retryAfter: refused.retryAfter });
}
