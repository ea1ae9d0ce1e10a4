import * as z from 'zod/mini';
import { contentRows } from './content-rows.ts';
import { defineEndpoint } from './endpoint.ts';

/** doc E §3: A logged in, B logged out, F first-time login. */
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export type Execution = (typeof EXECUTIONS)[number];

export const popupAnnouncement = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML, sanitised by the platform on write; the web app sanitises again before rendering. */
  content: z.string(),
  promotionType: z.string(),
  execution: z.enum(EXECUTIONS),
  /** Closing first advances through every slide. */
  forceRead: z.boolean(),
  /** The popup offers "Don't show again today". */
  todayHide: z.boolean(),
  /** Fingerprint of the stored popup over every language: a changed announcement shows again (doc E §4). */
  hash: z.string().check(z.minLength(1)),
});
export type PopupAnnouncement = z.infer<typeof popupAnnouncement>;

/** Not named by doc E (decision 028): every popup announcement scheduled now; the web app picks by execution. */
export const listPopupAnnouncementsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getListPopupAnnouncements',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getListPopupAnnouncements',
  summary: 'The popup announcements scheduled now, in order, in the request language',
  auth: 'none',
  encrypted: false,
  /** Rows of `popupAnnouncement`. */
  value: contentRows,
});
