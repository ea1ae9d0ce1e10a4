/* The click-id capture of every first load (main.tsx, doc E §3, decision 040): kept small, it is on /m/login's first load. */
import { CLICK_IDS, cookieOf as cookieIn, TAGS } from '@portico/contract/tracking-cookies';

export { CLICK_IDS, TAGS };

/** doc E §9 "Ad click-id cookies: 90 days", renewed on every visit that carries or finds them. */
export const CLICK_ID_DAYS = 90;
const MAX_AGE = CLICK_ID_DAYS * 86_400;

/**
 * The click ids and campaign tags of doc E §3 (decision 040): a click id is dropped when longer than
 * 500 characters or holding anything but URL-safe characters (a cut id never matches a click); the
 * free-text tags are cut to 100. Kept this way a cookie can never break the jar's 4 KB per cookie.
 */
const SAFE = /^[\w.~-]{1,500}$/;

export const cookieOf = (name: string, jar: string = document.cookie): string | undefined => cookieIn(name, jar);

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** Meta's subdomain index: 0 for "com", 1 for "example.com", 2 for "m.example.com" (the host the cookie is set on). */
export const subdomainIndex = (host: string) => host.split('.').length - 1;

/** Meta's `_fbc`: fb.<subdomain index>.<ms>.<fbclid>. */
export const fbcOf = (fbclid: string, host: string, ms: number) => `fb.${subdomainIndex(host)}.${ms}.${fbclid}`;

/**
 * On landing: keeps the address's click ids and tags as first-party cookies, and renews the ones
 * already kept. A new fbclid replaces `_fbc` (Meta: the newest click wins); the same one keeps its time.
 */
export function captureClickIds(search: string = location.search, host: string = location.hostname, now: number = Date.now()): void {
  const query = new URLSearchParams(search);
  // One read of the jar: each document.cookie read is a call to the browser process.
  const jar = document.cookie;
  const fbclid = query.get('fbclid');
  const fbc = cookieOf('_fbc', jar);
  if (fbclid && SAFE.test(fbclid) && !fbc?.endsWith(`.${fbclid}`)) setCookie('_fbc', fbcOf(fbclid, host, now));
  else if (fbc) setCookie('_fbc', fbc);
  for (const name of CLICK_IDS) {
    const found = query.get(name);
    const value = found && SAFE.test(found) ? found : cookieOf(name, jar);
    if (value) setCookie(name, value);
  }
  for (const name of TAGS) {
    const value = query.get(name)?.trim().slice(0, 100) || cookieOf(name, jar);
    if (value) setCookie(name, value);
  }
}

