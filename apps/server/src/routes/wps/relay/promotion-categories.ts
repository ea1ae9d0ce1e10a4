import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { promotionCategoriesEndpoint } from '@portico/contract/promotions';
import { pick } from '../../../content/localized.ts';
import { promotionCategories } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { languageOf } from '../../../plugins/app/site-status.ts';

export default function promotionCategoriesRoute(app: FastifyInstance) {
  registerEndpoint(app, promotionCategoriesEndpoint, async ({ merchant, request }) => {
    const language = languageOf(request, merchant);
    const rows = await app.db
      .select()
      .from(promotionCategories)
      .where(eq(promotionCategories.merchantCode, merchant.merchantCode))
      .orderBy(asc(promotionCategories.sortOrder), asc(promotionCategories.id));
    return rows.map((row) => ({ id: row.id, code: row.code, name: pick(row.names, language) }));
  });
}
