import { z } from 'zod';
import { CHAT_VENDORS } from '@portico/contract/system';

/**
 * Customer-service chat (issue 14, decision 039): the vendor and the ids its link needs. A vendor
 * whose id is missing is not refused here (the site must still start): the chat button hides and
 * the platform logs the problem once (chat/vendors.ts). Absent vendor: no chat.
 */
export const chat = z
  .strictObject({
    vendor: z.enum(CHAT_VENDORS).nullable().default(null),
    /** LIVECHAT: the licence number; group: its chat group. */
    licenseId: z.string().regex(/^\d{1,12}$/).optional(),
    group: z.string().regex(/^\d{1,6}$/).optional(),
    /** COMM100 and COMM100VIP: the site id and the campaign (plan) id; VIP members' campaign apart. */
    siteId: z.string().regex(/^\d{1,12}$/).optional(),
    campaignId: z.string().regex(/^[\w-]{1,64}$/).optional(),
    /** COMM100's chat server (its own or a custom domain). */
    server: z.url({ protocol: /^https$/ }).optional(),
    /** AICAN and MIDUOKE: the chat link their console issues, to which the visitor's identity is added. */
    url: z.url({ protocol: /^https$/ }).optional(),
  })
  .prefault({});
