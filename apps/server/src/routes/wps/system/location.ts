import type { FastifyInstance } from 'fastify';
import { locationEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/**
 * GET /wps/system/location (doc A §7, decision 058): the caller's address as the platform sees it
 * (request.ip: the socket's unless TRUST_PROXY is on), the country the site-status IP table places it
 * in, and the merchant's dialling code for that country when the merchant lists it.
 */
export default function location(app: FastifyInstance) {
  registerEndpoint(app, locationEndpoint, async ({ request, merchant }) => {
    const countryCode = await app.siteStatus.countryOf(request.ip);
    const listed = countryCode === null ? undefined : merchant.countries.find((c) => c.countryCode === countryCode);
    return { ip: request.ip, countryCode, countryDialingCode: listed?.countryDialingCode ?? null };
  });
}
