import type { FastifyInstance } from 'fastify';
import { statusEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { isDisabledHost } from '../../../domains/hosts.ts';

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * GET /wps/system/status (doc A §4, §7; decision 016). domain_not_available when the host the call
 * came to, or the page's own host (`url`), is one of the merchant's `disabledDomains`. device, track and
 * originalDomain are bounded by the contract and logged for the operator; they change nothing.
 */
export default function status(app: FastifyInstance) {
  registerEndpoint(app, statusEndpoint, async ({ request, reply, merchant, query }) => {
    reply.header('cache-control', 'no-store');
    // The call's own host is refused for every /wps call by the domains plugin (decision 018); the
    // page may also say it is on a withdrawn domain while calling through another.
    const pageHost = hostOf(query.url);
    if (isDisabledHost(merchant, request.hostname) || (pageHost !== null && isDisabledHost(merchant, pageHost))) {
      throw new PlatformError('domain_not_available');
    }
    const answer = await app.siteStatus.statusOf(request, merchant);
    request.log.debug(
      { device: query.device, track: query.track, originalDomain: query.originalDomain, pageHost, status: answer.status },
      'site status',
    );
    return answer;
  });
}
