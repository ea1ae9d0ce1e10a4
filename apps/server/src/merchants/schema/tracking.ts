import { z } from 'zod';
import { limit } from './fields.ts';

const pixelId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _');
/**
 * Decision 040: the pixels a merchant runs (public ids, never a token: Conversions API tokens are in
 * the environment), whether its market requires consent before any of them loads, and the event
 * report's limits per address (decision 059: nothing the client picks, not its tab session, is a key).
 */
export const tracking = z
  .strictObject({
    consentRequired: z.boolean().default(false),
    pixels: z
      .strictObject({
        meta: pixelId.optional(),
        tiktok: pixelId.optional(),
        kwai: pixelId.optional(),
        google: pixelId.optional(),
        twitter: pixelId.optional(),
      })
      .default({}),
    reportsPerIp: limit(300, 60),
    /**
     * Events stored per address: a report holds up to 50, so this, not the report count, bounds what one
     * address stores (15,000 a minute before decision 059). An address many players share (a carrier's NAT) may need more.
     */
    eventsPerIp: limit(1500, 60),
  })
  .prefault({});
