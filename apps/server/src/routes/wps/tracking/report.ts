import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { reportEventsEndpoint } from '@portico/contract/tracking';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { storeEvents } from '../../../tracking/store.ts';
import { parseEvents } from '../../../tracking/validate.ts';

/**
 * POST /wps/tracking/report (decisions 040, 059): JSON from fetch, form-encoded from sendBeacon
 * (which sends no custom header, so the merchant is the host's). What a browser reports is stored for
 * the funnel and never forwarded to an ad network; its member is the session's, or none. Limited per
 * address only (reports, then events), whatever merchant or tab session the request names; refusals
 * count (decision 034).
 */
export default function reportEvents(app: FastifyInstance) {
  void app.register(async (scope) => {
    await scope.register(formbody);
    registerEndpoint(scope, reportEventsEndpoint, async ({ merchant, body, request, session }) => {
      const { reportsPerIp, eventsPerIp } = merchant.tracking;
      const tooMany = (retryAfter: number) => new PlatformError('TOO_MANY_REQUEST_EVENTS', { retryAfter });
      const reports = await app.rateLimits.reserve([[`tracking:ip:${request.ip}`, reportsPerIp]]);
      if (reports) throw tooMany(reports.retryAfter);
      const events = parseEvents(body.events);
      const stored = await app.rateLimits.reserve([[`tracking:ip-events:${request.ip}`, eventsPerIp, events.length]]);
      if (stored) throw tooMany(stored.retryAfter);

      const fresh = await storeEvents(app.db, merchant.merchantCode, { sessionId: body.session, customerId: session?.member.id ?? null }, events);
      return { stored: fresh.length, duplicates: events.length - fresh.length };
    });
  });
}
