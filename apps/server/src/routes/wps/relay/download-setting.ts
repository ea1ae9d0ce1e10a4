import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { downloadSettingEndpoint } from '@portico/contract/download';
import type { ResourceType } from '@portico/contract/download';
import { downloadResources } from '../../../db/schema-content.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** doc E §7 "Download setting": the domain's own list when it has one, else the merchant's default (no domain). */
export default function downloadSettingRoute(app: FastifyInstance) {
  registerEndpoint(app, downloadSettingEndpoint, async ({ merchant, query }) => {
    const domain = query.domain?.trim().toLowerCase() || null;
    const select = (where: ReturnType<typeof and>) =>
      app.db
        .select({ resourceType: downloadResources.resourceType, url: downloadResources.url })
        .from(downloadResources)
        .where(where)
        .orderBy(asc(downloadResources.id));
    const mine = eq(downloadResources.merchantCode, merchant.merchantCode);
    const own = domain ? await select(and(mine, eq(downloadResources.domain, domain))) : [];
    const rows = own.length > 0 ? own : await select(and(mine, isNull(downloadResources.domain)));
    return rows.map((r) => ({ resourceType: r.resourceType as ResourceType, url: r.url }));
  });
}
