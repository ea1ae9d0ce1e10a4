import type { FastifyInstance } from 'fastify';
import { agentAffiliateEndpoint } from '@portico/contract/tracking';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { affiliateOf } from '../../../tracking/affiliates.ts';

/** GET /wps/agent/affiliate?code= (doc A §7, doc E §3 "Affiliate info"): the book's entry for an active code. */
export default function agentAffiliate(app: FastifyInstance) {
  registerEndpoint(app, agentAffiliateEndpoint, async ({ merchant, query }) => {
    const row = await affiliateOf(app.db, merchant.merchantCode, query.code);
    if (!row) throw new PlatformError('affiliate.unknown');
    return { code: row.code, agentName: row.agentName, domain: row.domain, referralCode: row.referralCode };
  });
}
