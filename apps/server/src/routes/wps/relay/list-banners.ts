import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listBannersEndpoint, type Banner } from '@portico/contract/banners';
import { currentRows, localise, requestLanguage } from '../../../content/serve.ts';
import { banners } from '../../../db/schema-home.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** Decision 028: the banners of one group (none: the home carousel) scheduled now, in the operator's order. */
export default function listBannersRoute(app: FastifyInstance) {
  registerEndpoint(app, listBannersEndpoint, async ({ merchant, query, request }) => {
    const group = query.groupName ? eq(banners.groupName, query.groupName) : isNull(banners.groupName);
    const rows = await app.db
      .select()
      .from(banners)
      .where(and(currentRows(banners, merchant.merchantCode, new Date()), group))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    const language = requestLanguage(request);
    return rows.map(
      (r): Banner => ({
        id: r.id,
        linkageType: r.linkageType as Banner['linkageType'],
        linkage: r.linkage,
        roomId: r.roomId,
        nodeId: r.nodeId,
        gameType: r.gameType,
        vendor: r.vendor,
        groupName: r.groupName as Banner['groupName'],
        url: r.url,
        imageUrl: r.imageUrl,
        imageAlt: localise(r.imageAlt, language),
      }),
    );
  });
}
