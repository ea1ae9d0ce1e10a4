import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activitiesEndpoint } from '@portico/contract/activities';
import { running } from '../../../content/localized.ts';
import { activities } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { languageOf } from '../../../plugins/app/site-status.ts';
import { activityView } from './activity-view.ts';

export default function activitiesRoute(app: FastifyInstance) {
  registerEndpoint(app, activitiesEndpoint, async ({ merchant, request }) => {
    const language = languageOf(request, merchant);
    const rows = await app.db
      .select()
      .from(activities)
      .where(eq(activities.merchantCode, merchant.merchantCode))
      .orderBy(asc(activities.sortOrder), asc(activities.id));
    return rows.filter((row) => running(row)).map((row) => activityView(row, language));
  });
}
