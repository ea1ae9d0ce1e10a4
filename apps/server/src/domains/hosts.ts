import type { Merchant } from '../merchants/schema.ts';

/** The host of an http(s) Origin header, lower-cased; null for anything else ('null', garbage). */
export function originHost(origin: string | undefined): string | null {
  if (!origin || !URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
}

/** One of the merchant's own domains (ports never count: a domain is a host name). */
export function isOwnHost(merchant: Merchant, host: string | null): boolean {
  return host !== null && merchant.domains.some((d) => d.toLowerCase() === host.toLowerCase());
}

export function isDisabledHost(merchant: Merchant, host: string): boolean {
  return merchant.disabledDomains.some((d) => d.toLowerCase() === host.toLowerCase());
}

export function affiliateDomainOf(merchant: Merchant, host: string) {
  return merchant.affiliateDomains.find((a) => a.domain.toLowerCase() === host.toLowerCase()) ?? null;
}

/** doc A §7 domainList: the configured origins, else https:// + every domain in service. */
export function raceOrigins(merchant: Merchant): string[] {
  if (merchant.domainList) return merchant.domainList.map((o) => o.replace(/\/$/, ''));
  return merchant.domains.filter((d) => !isDisabledHost(merchant, d)).map((d) => `https://${d}`);
}

/** /m/index.html with the affiliate's codes (doc A §2, doc E §4): the affiliate-domain landing. */
export function affiliateLanding(affiliate: { affiliateCode: string; referralCode?: string | undefined }): string {
  const query = new URLSearchParams({ affiliateCode: affiliate.affiliateCode });
  if (affiliate.referralCode) query.set('r', affiliate.referralCode);
  return `/m/index.html?${query.toString()}`;
}
