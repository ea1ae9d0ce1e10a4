import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { reportEventsEndpoint } from '@portico/contract/tracking';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { forwardConversions } from '../../../tracking/forward.ts';
import { storeEvents } from '../../../tracking/store.ts';
import { parseEvents } from '../../../tracking/validate.ts';

/**
 * POST /wps/tracking/report (decision 040): JSON from fetch, form-encoded from sendBeacon (which sends
 * no custom header, so the merchant is the host's). Limited per tracking session and per address
 * before anything is parsed or stored; refusals count (decision 034).
 */
export default function reportEvents(app: FastifyInstance) {
  void app.register(async (scope) => {
    await scope.register(formbody);
    registerEndpoint(scope, reportEventsEndpoint, async ({ merchant, body, request }) => {
      const m = merchant.merchantCode;
      const { reportsPerSession, reportsPerIp } = merchant.tracking;
      const refused = await app.rateLimits.reserve([
        [`tracking:session:${m}:${body.session}`, reportsPerSession],
        [`tracking:ip:${m}:${request.ip}`, reportsPerIp],
      ]);
      if (refused) throw new PlatformError('TOO_MANY_REQUEST_EVENTS', { retryAfter: refused.retryAfter });

      const events = parseEvents(body.events);
      const stored = await storeEvents(app.db, m, body.session, events);
      const origin = `${request.protocol}://${request.host}`;
      const userAgent = request.headers['user-agent'] ?? null;
      if (body.consent !== 'denied') await forwardConversions(app.conversions, merchant, stored, { origin, ip: request.ip, userAgent }, request.log);
      return { stored: stored.length, duplicates: events.length - stored.length };
    });
  });
}
