import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { missionsEndpoint } from '@portico/contract/missions';
import { pick } from '../../../content/localized.ts';
import { missionProgress, missions } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { languageOf } from '../../../plugins/app/site-status.ts';

export default function missionsRoute(app: FastifyInstance) {
  registerEndpoint(app, missionsEndpoint, async ({ merchant, request, requireSession }) => {
    const { member } = requireSession();
    const language = languageOf(request, merchant);
    const rows = await app.db
      .select({ mission: missions, progress: missionProgress.progress })
      .from(missions)
      .leftJoin(missionProgress, and(eq(missionProgress.missionId, missions.id), eq(missionProgress.memberId, member.id)))
      .where(eq(missions.merchantCode, merchant.merchantCode))
      .orderBy(asc(missions.sortOrder), asc(missions.id));
    return rows.map(({ mission, progress }) => ({
      id: mission.id,
      ...pick(mission.texts, language),
      target: mission.target,
      progress: Math.min(progress ?? 0, mission.target),
      rewardPoints: mission.rewardPoints,
    }));
  });
}
