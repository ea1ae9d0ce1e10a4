import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vipBenefitsEndpoint } from '@portico/contract/vip';
import { pick } from '../../../content/localized.ts';
import { vipBenefits, vipLabels } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { languageOf } from '../../../plugins/app/site-status.ts';

/** doc E §4 "VIP": the ladder's labels with their benefits; benefitsShown when the member's label is AUTO. */
export default function vipBenefitsRoute(app: FastifyInstance) {
  registerEndpoint(app, vipBenefitsEndpoint, async ({ merchant, request, requireSession }) => {
    const { member } = requireSession();
    const language = languageOf(request, merchant);
    const mine = eq(vipLabels.merchantCode, merchant.merchantCode);
    const labels = await app.db.select().from(vipLabels).where(mine).orderBy(asc(vipLabels.rankLevel), asc(vipLabels.id));
    const benefits = await app.db
      .select()
      .from(vipBenefits)
      .where(eq(vipBenefits.merchantCode, merchant.merchantCode))
      .orderBy(asc(vipBenefits.sortOrder), asc(vipBenefits.id));
    const label = member.clubLabel;
    return {
      memberLabelId: label?.labelId ?? null,
      benefitsShown: label?.type === 'AUTO',
      labels: labels.map((l) => ({
        labelId: l.labelId,
        labelName: l.labelName,
        type: l.type as 'AUTO' | 'MANUAL',
        rankLevel: l.rankLevel,
        benefits: benefits.filter((b) => b.labelId === l.labelId).map((b) => pick(b.texts, language)),
      })),
    };
  });
}
