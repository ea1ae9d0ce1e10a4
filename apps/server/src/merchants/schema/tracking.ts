import { z } from 'zod';
import { limit } from './fields.ts';

const pixelId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _');
/**
 * Decision 040: the pixels a merchant runs (public ids, never a token: Conversions API tokens are in
 * the environment), whether its market requires consent before any of them loads, and the event
 * report's limits per tracking session and per address.
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
    reportsPerSession: limit(60, 60),
    reportsPerIp: limit(300, 60),
  })
  .prefault({});
