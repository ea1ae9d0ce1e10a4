import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { availablePromotionsEndpoint, type AvailablePromotion } from '@portico/contract/promotions';
import { pick, running } from '../../../content/localized.ts';
import { promotions } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { languageOf } from '../../../plugins/app/site-status.ts';

const off = { enabled: false, count: 0 };

/** doc E §7: only when REWCEN3 is on; without it every key is off and nothing is listed (decision 029). */
export default function availablePromotionsRoute(app: FastifyInstance) {
  registerEndpoint(app, availablePromotionsEndpoint, async ({ merchant, request }) => {
    if (!merchant.whitelabel.REWCEN3) return { APP_DOWNLOAD: off, REFERRAL: off, REFERRAL_PERSONAL: off, promotions: [] };
    const language = languageOf(request, merchant);
    const rows = (
      await app.db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchant.merchantCode), eq(promotions.enabled, true)))
        .orderBy(asc(promotions.sortOrder), asc(promotions.id))
    ).filter((row) => running(row));
    const list: AvailablePromotion[] = rows.map((row) => ({
      id: row.id,
      key: row.key as AvailablePromotion['key'],
      audience: row.audience as AvailablePromotion['audience'],
      categoryId: row.categoryId,
      activityId: row.activityId,
      ...pick(row.texts, language),
    }));
    const count = (key: string, audience?: string) => list.filter((p) => p.key === key && (!audience || p.audience === audience)).length;
    const availability = (n: number) => ({ enabled: n > 0, count: n });
    return {
      APP_DOWNLOAD: availability(count('APP_DOWNLOAD')),
      REFERRAL: availability(count('REFERRAL', 'common')),
      REFERRAL_PERSONAL: availability(count('REFERRAL', 'personal')),
      promotions: list,
    };
  });
}
