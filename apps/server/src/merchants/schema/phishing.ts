import { z } from 'zod';

/**
 * Phishing resistance (issue 17 item 8, decision 042); every field has a default.
 * extraOrigins: full origins (scheme, host, port) beyond the domain list where the merchant's pages
 * run (a second port in development, a staging origin); the device-id frame answers them and
 * passkeys accept them. foreignOriginSignIn: what a password sign-in from a page on another origin
 * gets: `flag` (logged, listed on /admin/abuse) or `verify` (also human verification first).
 */
export const phishing = z
  .strictObject({
    extraOrigins: z
      .array(z.string().refine((o) => URL.canParse(o) && /^https?:$/.test(new URL(o).protocol) && new URL(o).origin === o, 'an http(s) origin without a path'))
      .default([]),
    foreignOriginSignIn: z.enum(['flag', 'verify']).default('flag'),
  })
  .prefault({});
