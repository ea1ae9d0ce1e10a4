import type { FastifyInstance } from 'fastify';
import { listBannersEndpoint, type Banner } from '@portico/contract/banners';
import { resolveImageAddress } from '../../../content/image-address.ts';
import { localise, requestLanguage } from '../../../content/serve.ts';
import { scheduledBanners } from '../../../content/carousel.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** Decision 028: GET /wps/relay/MCSFE_getListBanners, the scheduled banners of one group; images on the image CDN resolved (decision 058). */
export default function listBannersRoute(app: FastifyInstance) {
  registerEndpoint(app, listBannersEndpoint, async ({ merchant, query, request }) => {
    const rows = await scheduledBanners(app.db, merchant.merchantCode, query.groupName ?? null);
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
        imageUrl: resolveImageAddress(r.imageUrl, merchant.imageCdn),
        imageAlt: localise(r.imageAlt, language),
      }),
    );
  });
}
