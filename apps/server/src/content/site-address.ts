import { z } from 'zod';

/** A path on this site: one slash, then no space (`//host` is another site). */
export const isSitePath = (s: string): boolean => /^\/(?!\/)\S*$/.test(s);

/**
 * Where an operator may point a download or a customer-service entry (decision 055): an http(s)
 * address, or a path on this site such as the platform's own web-clip profile, which the platform
 * answers as an address on the request's origin (the web app opens only absolute http(s) links).
 */
export const siteOrWebAddress = z
  .string()
  .trim()
  .max(1500)
  .refine((s) => isSitePath(s) || /^https?:\/\/\S+$/i.test(s), 'Expected a path on this site (/…) or an http(s) address');

/** `url` as the browser must open it: a site path on `origin`, anything else as it is. */
export const onOrigin = (url: string, origin: string): string => (isSitePath(url) ? `${origin}${url}` : url);
