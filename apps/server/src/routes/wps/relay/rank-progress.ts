import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rankProgressEndpoint } from '@portico/contract/vip';
import { rankProgress } from '../../../db/schema.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { progressOfLabel } from '../../../vip/ladder.ts';

export default function rankProgressRoute(app: FastifyInstance) {
  registerEndpoint(app, rankProgressEndpoint, async (ctx) => {
    const { member } = ctx.requireSession();
    const [row] = await app.db.select().from(rankProgress).where(eq(rankProgress.memberId, member.id)).limit(1);
    if (!row) return progressOfLabel(member.clubLabel ?? null);
    return {
      currentProgress: { completedConditions: row.completedConditions, totalExpectedConditions: row.totalExpectedConditions },
      playerRankProgress: { labelId: row.labelId, labelName: row.labelName, rankLevel: row.rankLevel, nextLabelName: row.nextLabelName },
    };
  });
}
