import type { FastifyInstance } from 'fastify';
import { downloadSettingEndpoint } from '@portico/contract/download';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { downloadResourcesFor } from '../../../install/download-resources.ts';
import { originOf } from '../../../games/vendor.ts';

/** doc E §7 "Download setting": the domain's own list when it has one, else the merchant's default (no domain). */
export default function downloadSettingRoute(app: FastifyInstance) {
  registerEndpoint(app, downloadSettingEndpoint, async ({ merchant, query, request }) =>
    downloadResourcesFor(app.db, merchant.merchantCode, query.domain?.trim().toLowerCase() || null, originOf(request)),
  );
}
