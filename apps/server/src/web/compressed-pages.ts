import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The app's pages compressed once and kept (decision 043): index.html carries the whole inline
 * stylesheet, the merchant's settings and the prerendered screen, 33 KB that brotli makes 7 KB —
 * a quarter of a second on a slow 4G link, before anything can be painted. A page is the same for
 * every visitor with the same merchant, language and screen, so each encoding is made once at the
 * highest quality (about 40 ms for brotli) and served from memory after. The page holds no secret
 * and reflects nothing from the request, so compressing it leaks nothing (BREACH needs both).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface CompressedPage {
  identity: string;
  /** The body in `encoding`, compressed the first time that encoding is asked for. */
  body(encoding: Encoding): string | Buffer;
}

function compress(text: string, encoding: 'br' | 'gzip'): Buffer {
  const body = Buffer.from(text);
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = constants;
  return brotliCompressSync(body, { params: { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: body.length } });
}

function compressedPage(identity: string): CompressedPage {
  const encoded = new Map<'br' | 'gzip', Buffer>();
  return {
    identity,
    body(encoding) {
      if (encoding === 'identity') return identity;
      let hit = encoded.get(encoding);
      if (!hit) encoded.set(encoding, (hit = compress(identity, encoding)));
      return hit;
    },
  };
}

/** A page is a few kilobytes compressed: this many merchants × languages × screens is ~10 MB at most. */
const MAX_PAGES = 512;

/** The best encoding the request accepts (q=0 refuses one), brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

export function createCompressedPages(maxPages = MAX_PAGES) {
  const pages = new Map<string, CompressedPage>();
  return {
    /** The page under `key`, built by `render` and compressed the first time it is asked for. */
    get(key: string, render: () => string): CompressedPage {
      const hit = pages.get(key);
      if (hit) {
        // Most recently used last: the oldest is the first one out.
        pages.delete(key);
        pages.set(key, hit);
        return hit;
      }
      const page = compressedPage(render());
      pages.set(key, page);
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}
