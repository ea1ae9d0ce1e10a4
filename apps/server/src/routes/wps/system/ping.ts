import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { pingEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { varyOn } from '../../../http/vary.ts';
import { isOwnHost, originHost } from '../../../domains/hosts.ts';

/**
 * Liveness, and the fastest-domain race (doc A §7): a page on one of the merchant's domains pings
 * the others cross-origin, so the answer carries CORS for the merchant's own domains only — any
 * other page cannot even read how fast a domain is. A simple GET: no preflight is needed.
 */
export default function ping(app: FastifyInstance) {
  const delay = app.config.PING_DELAY_MS;
  registerEndpoint(app, pingEndpoint, async ({ request, reply, merchant }) => {
    const origin = request.headers.origin;
    varyOn(request, 'Origin');
    if (origin && isOwnHost(merchant, originHost(origin))) reply.header('access-control-allow-origin', origin);
    // Test hook (decision 018): instances with different delays let the race be observed.
    if (delay > 0) await sleep(delay);
    return { serverTime: Date.now() };
  });
}
