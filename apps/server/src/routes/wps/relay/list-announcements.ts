import type { FastifyInstance } from 'fastify';
import { listAnnouncementsEndpoint, type Announcement } from '@portico/contract/announcements';
import { currentAnnouncements } from '../../../content/current-announcements.ts';
import { localise, requestLanguage } from '../../../content/serve.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** doc E §7 "Announcements" with the filters of decision 028 (see the contract). */
export default function listAnnouncementsRoute(app: FastifyInstance) {
  registerEndpoint(app, listAnnouncementsEndpoint, async ({ merchant, query, request }) => {
    const rows = await currentAnnouncements(app.db, merchant.merchantCode, {
      ...(query.types ? { types: query.types.split(',') } : {}),
      ...(query.platform ? { platform: query.platform } : {}),
      ...(query.category ? { category: query.category } : {}),
    });
    const language = requestLanguage(request);
    return rows.map((r): Announcement => ({ id: r.id, type: r.type, category: r.category, text: localise(r.text, language) }));
  });
}
