import * as z from 'zod/mini';
import { contentRows } from './content-rows.ts';
import { defineEndpoint } from './endpoint.ts';
import { requestText } from './text.ts';

/** Where an announcement is shown: M mobile web, W desktop web, ALL both. */
export const ANNOUNCEMENT_PLATFORMS = ['M', 'W', 'ALL'] as const;

export const announcement = z.object({
  id: z.number(),
  type: z.string(),
  category: z.nullable(z.string()),
  /** In the request's language, else English; plain text. */
  text: z.string().check(z.minLength(1)),
});
export type Announcement = z.infer<typeof announcement>;

const list = z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$/));

/**
 * doc E §7 "Announcements" (filters decided in decision 028): `types` a comma list (PR…), only those
 * types; `platform` M or W, rows for it or ALL; `category` only that category (app_download), and
 * without it only rows that have none, so the download notices never run in the home marquee.
 */
export const listAnnouncementsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getListAnnouncements',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getListAnnouncements',
  summary: 'The marquee announcements scheduled now, filtered by types, platform and category',
  auth: 'none',
  encrypted: false,
  query: z.object({
    types: z.optional(list),
    platform: z.optional(z.enum(['M', 'W'])),
    category: z.optional(requestText(60)),
  }),
  /** Rows of `announcement`. */
  value: contentRows,
});
