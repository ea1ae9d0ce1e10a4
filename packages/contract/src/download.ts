import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { requestText } from './text.ts';

/** doc E §3 "Resource": what the download bar, the install prompt and the iOS profile helper link to. */
export const RESOURCE_TYPES = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const downloadResource = z.object({ resourceType: z.enum(RESOURCE_TYPES), url: z.string() });
export type DownloadResource = z.infer<typeof downloadResource>;

export const downloadSettingEndpoint = defineEndpoint({
  id: 'relay.WPSCORE_getDownloadSetting',
  methods: ['GET'],
  path: '/wps/relay/WPSCORE_getDownloadSetting',
  summary: "The merchant's app downloads for a domain (its own list, else the merchant's default list)",
  auth: 'none',
  encrypted: false,
  query: z.object({ domain: z.optional(requestText(253)) }),
  value: z.array(downloadResource),
});
