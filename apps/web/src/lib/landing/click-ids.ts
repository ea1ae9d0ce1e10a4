import type { Attribution } from '@portico/contract/tracking';
import { CLICK_IDS, cookieOf, setCookie, subdomainIndex, TAGS } from './click-id-capture';


/** Meta's `_fbp`: fb.<subdomain index>.<ms>.<random>. */
export const fbpOf = (host: string, ms: number, random: number) => `fb.${subdomainIndex(host)}.${ms}.${random}`;

/** Meta's browser id, made once when the Meta pixel may run (after consent where required). */
export function ensureFbp(host: string = location.hostname, now: number = Date.now()): string {
  const fbp = cookieOf('_fbp') ?? fbpOf(host, now, Math.floor(Math.random() * 9e9) + 1e9);
  setCookie('_fbp', fbp);
  return fbp;
}

/** What the cookies hold, for each event's attribution (the affiliate code is added from lib/affiliate). */
export function readClickIds(jar: string = document.cookie): Omit<Attribution, 'affiliateCode'> {
  const kept: Record<string, string> = {};
  for (const [name, key] of [['_fbc', 'fbc'], ['_fbp', 'fbp'], ...[...CLICK_IDS, ...TAGS].map((n) => [n, n])] as const) {
    const value = cookieOf(name, jar);
    if (value) kept[key] = value.slice(0, 500);
  }
  return kept;
}
