import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pointMarketEndpoint } from '@portico/contract/point-market';
import { pick } from '../../../content/localized.ts';
import { pointItems } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { pointsOf } from '../../../member/points.ts';
import { languageOf } from '../../../plugins/app/site-status.ts';

export default function pointMarketRoute(app: FastifyInstance) {
  registerEndpoint(app, pointMarketEndpoint, async ({ merchant, request, requireSession }) => {
    const { member } = requireSession();
    const language = languageOf(request, merchant);
    const rows = await app.db
      .select()
      .from(pointItems)
      .where(eq(pointItems.merchantCode, merchant.merchantCode))
      .orderBy(asc(pointItems.sortOrder), asc(pointItems.id));
    return {
      points: await pointsOf(app.db, member.id),
      items: rows.map((r) => ({ id: r.id, ...pick(r.texts, language), pointsPrice: r.pointsPrice, imageUrl: r.imageUrl, stock: r.stock })),
    };
  });
}
