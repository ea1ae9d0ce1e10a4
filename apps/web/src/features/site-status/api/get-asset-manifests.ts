/** The two manifests whose combined hash is the update check (doc A §4, §7). */
export const MANIFEST_URLS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'] as const;

/** 53-bit string hash (cyrb53): change detection only, nothing secret rides on it. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The combined hash of both manifests, fetched with a time parameter and no HTTP cache. They are
 * static files, not /wps calls, so they bypass the request layer (no envelope, no Merchant
 * headers needed, no notice). null when either cannot be read: no verdict this round.
 */
export async function fetchManifestHash(now = Date.now()): Promise<string | null> {
  try {
    const texts = await Promise.all(
      MANIFEST_URLS.map(async (url) => {
        const response = await fetch(`${url}?t=${now}`, { cache: 'no-store', credentials: 'same-origin' });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.text();
      }),
    );
    return hashText(texts.join('\n'));
  } catch {
    return null;
  }
}
