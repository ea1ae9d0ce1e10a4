import type { Attribution } from '@portico/contract/tracking';
import { cookieAttribution } from '@portico/contract/tracking-cookies';
import { cookieOf, setCookie, subdomainIndex } from './click-id-capture';


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
  return cookieAttribution(jar);
}
