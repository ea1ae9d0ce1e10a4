import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listPopupAnnouncementsEndpoint, type PopupAnnouncement } from '@portico/contract/popup-announcements';
import { currentRows, localise, requestLanguage } from '../../../content/serve.ts';
import { popupAnnouncements } from '../../../db/schema-home.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** Decision 028: every popup announcement scheduled now; the web app picks by execution (A/B/F). */
export default function listPopupAnnouncementsRoute(app: FastifyInstance) {
  registerEndpoint(app, listPopupAnnouncementsEndpoint, async ({ merchant, request }) => {
    const rows = await app.db
      .select()
      .from(popupAnnouncements)
      .where(currentRows(popupAnnouncements, merchant.merchantCode, new Date()))
      .orderBy(asc(popupAnnouncements.sortOrder), asc(popupAnnouncements.id));
    const language = requestLanguage(request);
    return rows.map(
      (r): PopupAnnouncement => ({
        id: r.id,
        title: localise(r.title, language),
        content: localise(r.content, language),
        promotionType: r.promotionType,
        execution: r.execution as PopupAnnouncement['execution'],
        forceRead: r.forceRead,
        todayHide: r.todayHide,
        hash: fingerprint([r.title, r.content, r.forceRead, r.todayHide, r.execution]),
      }),
    );
  });
}
