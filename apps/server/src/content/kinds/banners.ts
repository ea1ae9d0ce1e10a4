import { z } from 'zod';
import { LINKAGE_TYPES, POPUP_BANNER_GROUPS } from '@portico/contract/banners';
import { banners } from '../../db/schema-home.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { defineContentKind } from '../kind.ts';
import { cdnImageAddress, localisedText, scheduleFields, scheduleOrder, sortOrder } from '../fields.ts';

const id = z.string().trim().min(1).max(64).nullable().default(null);

/** What each linkage needs (doc E §4 "Banners"): a refusal names the missing field. */
function linkageErrors(b: { linkageType: string; linkage: string | null; roomId: string | null; nodeId: string | null; gameType: string | null; vendor: string | null }) {
  const missing = (field: string, message: string) => ({ field, message });
  if (b.linkageType === 'P') return b.linkage && /^\d+$/.test(b.linkage) ? [] : [missing('linkage', 'Expected the promotion (activity) id')];
  if (b.linkageType === 'URL') return b.linkage && /^https?:\/\/\S+$/i.test(b.linkage) ? [] : [missing('linkage', 'Expected an http(s) address')];
  return (['roomId', 'nodeId', 'gameType', 'vendor'] as const).filter((f) => !b[f]).map((f) => missing(f, 'Required for a game (G) banner'));
}

export const bannersKind = defineContentKind({
  name: 'banners',
  summary: 'Home carousel banners (no groupName) and popup banners (m_popup1, m_popup2): image, linkage P/URL/G, order, schedule',
  table: banners,
  input: z
    .strictObject({
      linkageType: z.enum(LINKAGE_TYPES),
      linkage: z.string().trim().min(1).max(2000).nullable().default(null),
      roomId: id,
      nodeId: id,
      gameType: id,
      vendor: id,
      groupName: z.enum(POPUP_BANNER_GROUPS).nullable().default(null),
      url: z.url({ protocol: /^https?$/, error: 'Expected an http(s) address' }).max(2000).nullable().default(null),
      imageUrl: cdnImageAddress,
      imageAlt: localisedText(200),
      sortOrder,
      ...scheduleFields,
    })
    .superRefine(scheduleOrder),
  prepare(input) {
    const fieldErrors = linkageErrors(input);
    if (fieldErrors.length > 0) throw new PlatformError('request.invalid', { fieldErrors });
    return input;
  },
  orderBy: [banners.groupName, banners.sortOrder, banners.id],
});
