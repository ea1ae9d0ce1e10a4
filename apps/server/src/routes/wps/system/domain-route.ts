import type { FastifyInstance } from 'fastify';
import { domainRouteEndpoint } from '@portico/contract/domains';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { affiliateDomainOf, affiliateLanding, isDisabledHost } from '../../../domains/hosts.ts';

/**
 * doc A §7 GET /wps/system/domainRoute (decision 018): what the current host is. The platform
 * itself redirects an affiliate domain's entry pages (plugins/app/domains.ts); this call lets a
 * client that did not come through a page (the native shell, a cached page) do the same.
 */
export default function domainRoute(app: FastifyInstance) {
  registerEndpoint(app, domainRouteEndpoint, async ({ request, merchant }) => {
    const host = request.hostname.toLowerCase();
    const affiliate = affiliateDomainOf(merchant, host);
    const disabled = isDisabledHost(merchant, host);
    return {
      host,
      merchantCode: merchant.merchantCode,
      kind: disabled ? ('DISABLED' as const) : affiliate ? ('AFFILIATE' as const) : ('MAIN' as const),
      affiliateCode: affiliate?.affiliateCode ?? null,
      referralCode: affiliate?.referralCode ?? null,
      redirect: affiliate && !disabled ? affiliateLanding(affiliate) : null,
    };
  });
}
