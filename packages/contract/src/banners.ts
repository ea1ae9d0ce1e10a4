import * as z from 'zod/mini';
import { contentRows } from './content-rows.ts';
import { defineEndpoint } from './endpoint.ts';

/** doc E §3 "Banner": P opens a promotion (activity id), URL an external link, G a game. */
export const LINKAGE_TYPES = ['P', 'URL', 'G'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];
/** doc E §9: the download-image popups' two groups; a banner without a group is on the home carousel. */
export const POPUP_BANNER_GROUPS = ['m_popup1', 'm_popup2'] as const;

const text = z.nullable(z.string());

export const banner = z.object({
  id: z.number(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: text,
  roomId: text,
  nodeId: text,
  gameType: text,
  vendor: text,
  groupName: z.nullable(z.enum(POPUP_BANNER_GROUPS)),
  url: text,
  /** Absolute http(s) address or a path on this site (/m/banners/…). */
  imageUrl: z.string().check(z.minLength(1)),
  /** In the request's language, else English. */
  imageAlt: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** Not named by doc E (decision 028): the current banners of one group, in the operator's order. */
export const listBannersEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getListBanners',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getListBanners',
  summary: 'The banners scheduled now, in order: the home carousel, or a popup group (m_popup1, m_popup2)',
  auth: 'none',
  encrypted: false,
  query: z.object({ groupName: z.optional(z.enum(POPUP_BANNER_GROUPS)) }),
  /** Rows of `banner`. */
  value: contentRows,
});
