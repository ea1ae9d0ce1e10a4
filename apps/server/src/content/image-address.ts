/**
 * Where an operator image is (decision 058, doc E §3 "image CDNs", "imageCDN"): an http(s) address as it
 * is; a path under /m/ on this site; any other path on the merchant's image CDN (the CDN's base with the
 * path appended), the way the operator's image store hands out paths. The page's img-src allows this site
 * and the CDN's origin (content-security-policy.ts), so every address served here can be drawn. Without a
 * usable CDN setting the path stays on this site.
 */
export function resolveImageAddress(address: string, imageCdn: string): string {
  if (/^https?:\/\//i.test(address) || !address.startsWith('/') || address.startsWith('/m/')) return address;
  if (!URL.canParse(imageCdn)) return address;
  const base = new URL(imageCdn);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return address;
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${address}`;
}
