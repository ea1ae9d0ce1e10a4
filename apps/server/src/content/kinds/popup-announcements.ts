import { z } from 'zod';
import { EXECUTIONS } from '@portico/contract/popup-announcements';
import { popupAnnouncements } from '../../db/schema-home.ts';
import { defineContentKind } from '../kind.ts';
import { localisedText, scheduleFields, scheduleOrder, sortOrder } from '../fields.ts';
import { sanitiseHtml } from '../sanitise-html.ts';

export const popupAnnouncementsKind = defineContentKind({
  name: 'popup-announcements',
  summary: 'Announcement popups: title and HTML content per language (sanitised), execution A/B/F, force-read, today-hide, schedule',
  table: popupAnnouncements,
  input: z
    .strictObject({
      title: localisedText(120),
      content: localisedText(20000),
      promotionType: z.string().trim().regex(/^[A-Za-z0-9_]{1,40}$/, 'Letters, digits and _ only (GENERAL, DEPOSIT)'),
      execution: z.enum(EXECUTIONS),
      forceRead: z.boolean().default(false),
      todayHide: z.boolean().default(true),
      sortOrder,
      ...scheduleFields,
    })
    .superRefine(scheduleOrder),
  // Sanitised on every write, so no stored row carries script, whatever path wrote it.
  prepare: (input) => ({
    ...input,
    content: Object.fromEntries(Object.entries(input.content).map(([lang, html]) => [lang, sanitiseHtml(html)])),
  }),
  orderBy: [popupAnnouncements.sortOrder, popupAnnouncements.id],
});
