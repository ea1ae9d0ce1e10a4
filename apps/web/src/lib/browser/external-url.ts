/** The origin of an http(s) URL, or null for anything else (javascript:, data:, relative, garbage). */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether `url` may receive the member's token (doc A §4, doc E §4 "Banners"): its origin is exactly
 * one on the merchant's settings.redirectAllowList, compared after URL parsing, so look-alike hosts,
 * other ports, other schemes and user-info tricks (https://allowed@evil) never match.
 */
export function isAllowListed(url: string, allowList: readonly string[]): boolean {
  const origin = httpOrigin(url);
  return origin !== null && allowList.some((entry) => httpOrigin(entry) === origin);
}

/**
 * An external link the operator configured (banner linkage URL, activity REDIRECT_URL): null unless
 * http(s); with `params` (token, username …) appended only for an allow-listed origin — any other
 * origin gets the link exactly as written.
 */
export function externalLink(url: string, allowList: readonly string[], params: Readonly<Record<string, string>>): string | null {
  if (httpOrigin(url) === null) return null;
  if (!isAllowListed(url, allowList)) return new URL(url).href;
  const out = new URL(url);
  for (const [name, value] of Object.entries(params)) out.searchParams.set(name, value);
  return out.href;
}
