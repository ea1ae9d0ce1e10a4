import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listAnnouncementsEndpoint, type Announcement } from '@portico/contract/announcements';
import { currentRows, localise, requestLanguage } from '../../../content/serve.ts';
import { announcements } from '../../../db/schema-home.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** doc E §7 "Announcements" with the filters of decision 028 (see the contract). */
export default function listAnnouncementsRoute(app: FastifyInstance) {
  registerEndpoint(app, listAnnouncementsEndpoint, async ({ merchant, query, request }) => {
    const types = query.types?.split(',');
    const rows = await app.db
      .select()
      .from(announcements)
      .where(
        and(
          currentRows(announcements, merchant.merchantCode, new Date()),
          types ? inArray(announcements.type, types) : undefined,
          query.platform ? or(eq(announcements.platform, query.platform), eq(announcements.platform, 'ALL')) : undefined,
          query.category ? eq(announcements.category, query.category) : isNull(announcements.category),
        ),
      )
      .orderBy(asc(announcements.sortOrder), asc(announcements.id));
    const language = requestLanguage(request);
    return rows.map((r): Announcement => ({ id: r.id, type: r.type, category: r.category, text: localise(r.text, language) }));
  });
}
