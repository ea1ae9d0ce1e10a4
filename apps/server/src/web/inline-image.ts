import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Vite's own limit for inlining an asset into the code that uses it (build.assetsInlineLimit). */
export const INLINE_IMAGE_LIMIT = 4096;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** An SVG needs no base64: only the characters a URL or the attribute cannot hold are escaped. */
function svgDataUrl(text: string): string {
  const escaped = text.replace(/[\r\n\t]+/g, ' ').replace(/["%#<>?[\\\]^`{|}]/g, encodeURIComponent);
  return `data:image/svg+xml,${escaped}`;
}

/**
 * A small image the web app serves itself (a path under /m/), as a data: URL the page can carry, so
 * the first paint needs no request for it (decision 043: home's poster). Anything else — another
 * host, a path outside the built web app, an unknown type, a file over the limit or missing — is
 * null, and the page links to the image as before.
 */
export function createInlineImages(webDist: string, limit = INLINE_IMAGE_LIMIT) {
  const root = path.resolve(webDist);
  const kept = new Map<string, Promise<string | null>>();

  async function read(src: string): Promise<string | null> {
    if (!src.startsWith('/m/')) return null;
    const file = path.resolve(root, `.${decodeURIComponent(src.slice(2).split(/[?#]/)[0]!)}`);
    if (!file.startsWith(root + path.sep)) return null;
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.size > limit) return null;
    const bytes = await readFile(file);
    return type === 'image/svg+xml' ? svgDataUrl(bytes.toString('utf8')) : `data:${type};base64,${bytes.toString('base64')}`;
  }

  return function inlineImage(src: string): Promise<string | null> {
    let hit = kept.get(src);
    if (!hit) {
      hit = read(src).catch(() => null);
      // Bounded: only the first banner of each merchant ever asks.
      if (kept.size >= 256) kept.clear();
      kept.set(src, hit);
    }
    return hit;
  };
}
