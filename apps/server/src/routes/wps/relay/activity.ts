import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activityEndpoint } from '@portico/contract/activities';
import { running } from '../../../content/localized.ts';
import { activities } from '../../../db/schema-member.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { languageOf } from '../../../plugins/app/site-status.ts';
import { activityView } from './activity-view.ts';

/** One activity of this merchant that runs now; another merchant's id or an ended one is not found. */
export default function activityRoute(app: FastifyInstance) {
  registerEndpoint(app, activityEndpoint, async ({ merchant, request, query }) => {
    const [row] = await app.db
      .select()
      .from(activities)
      .where(and(eq(activities.merchantCode, merchant.merchantCode), eq(activities.id, query.id)));
    if (!row || !running(row)) throw new PlatformError('activity.not_found');
    return activityView(row, languageOf(request, merchant));
  });
}
