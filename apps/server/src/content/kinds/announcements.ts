import { z } from 'zod';
import { ANNOUNCEMENT_PLATFORMS } from '@portico/contract/announcements';
import { announcements } from '../../db/schema-home.ts';
import { defineContentKind } from '../kind.ts';
import { localisedText, scheduleFields, scheduleOrder, sortOrder } from '../fields.ts';

const code = z.string().trim().regex(/^[A-Za-z0-9_]{1,40}$/, 'Letters, digits and _ only (PR, app_download)');

export const announcementsKind = defineContentKind({
  name: 'announcements',
  summary: 'Marquee announcements: type (PR…), platform M/W/ALL, optional category (app_download), text per language, schedule',
  table: announcements,
  input: z
    .strictObject({
      type: code,
      platform: z.enum(ANNOUNCEMENT_PLATFORMS).default('ALL'),
      category: code.nullable().default(null),
      text: localisedText(500),
      sortOrder,
      ...scheduleFields,
    })
    .superRefine(scheduleOrder),
  orderBy: [announcements.sortOrder, announcements.id],
});
