import { domainCheckEndpoint, domainRouteEndpoint } from '@portico/contract/domains';
import { pingEndpoint } from '@portico/contract/system';
import { PlatformError } from '../../http/platform-error.ts';
import { affiliateDomainOf, affiliateLanding, isDisabledHost } from '../../domains/hosts.ts';
import { sharedPlugin } from '../plugin.ts';

/** The calls a page on a disabled domain needs to find its way out (decision 018). */
const ESCAPE_CALLS = new Set([domainCheckEndpoint.path, domainRouteEndpoint.path, pingEndpoint.path, '/wps/system/settings']);

/** Entry pages an affiliate domain sends to /m/index.html with its codes (doc A §2, doc E §4). */
const ENTRY_PAGES = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

/**
 * Domain rules on every request, before routing (decision 018):
 *   - a /wps call on a domain the merchant took out of service answers domain_not_available
 *     (the web app's status gate hands that to the domain-unreachable modal), except the calls
 *     the modal itself needs;
 *   - an entry page on an affiliate domain, without an affiliateCode, redirects to
 *     /m/index.html?affiliateCode=…&r=… so the web app captures the codes.
 * Needs merchants (host → merchant); registered before routes.
 */
export default sharedPlugin('domains', async (app) => {
  // A callback, not an async function: it runs before every request (decision 044). An early answer
  // (the redirect) does not call done, as Fastify asks of callback hooks.
  app.addHook('onRequest', (request, reply, done) => {
    const [path = '', search = ''] = request.url.split('?');
    const host = request.hostname.toLowerCase();
    const merchant = app.merchants.forPage(request);
    if (path.startsWith('/wps/')) {
      done(isDisabledHost(merchant, host) && !ESCAPE_CALLS.has(path) ? new PlatformError('domain_not_available') : undefined);
      return;
    }
    const affiliate = request.method === 'GET' && ENTRY_PAGES.has(path) ? affiliateDomainOf(merchant, host) : null;
    if (affiliate && !new URLSearchParams(search).has('affiliateCode')) {
      void reply.code(302).header('cache-control', 'no-store').redirect(affiliateLanding(affiliate));
      return;
    }
    done();
  });
}, ['merchants']);
