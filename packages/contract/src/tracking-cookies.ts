import type { Attribution } from './tracking.ts';

/*
 * The first-party cookies that hold a visitor's click ids and tags (doc E §3, decision 040) and consent
 * (decision 059), read by the browser's tracking and by the platform when it emits a conversion from a
 * request the member's browser made. No runtime import: the click-id capture runs on every first load.
 */

/** The click ids and free-text campaign tags kept as cookies of their own name. */
export const CLICK_IDS = ['gclid', 'ttclid', 'kwaiclid', 'twclid'] as const;
export const TAGS = ['utm_source', 'tid'] as const;
/** The visitor's answer to the consent banner, also a cookie so that the platform's own conversions respect it. */
export const CONSENT_COOKIE = 'MC_TRACKING_CONSENT';

export function cookieOf(name: string, jar: string): string | undefined {
  for (const part of jar.split(/;\s*/)) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) {
      try {
        return decodeURIComponent(part.slice(at + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** What the cookies hold, cut to 500 characters (the affiliate code is not a cookie: it is added by its owner). */
export function cookieAttribution(jar: string): Omit<Attribution, 'affiliateCode'> {
  const kept: Record<string, string> = {};
  for (const [name, key] of [['_fbc', 'fbc'], ['_fbp', 'fbp'], ...[...CLICK_IDS, ...TAGS].map((n) => [n, n])] as const) {
    const value = cookieOf(name, jar);
    if (value) kept[key] = value.slice(0, 500);
  }
  return kept;
}
