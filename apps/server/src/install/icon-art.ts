import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Merchant } from '../merchants/schema.ts';

/** The SVG every app image of a merchant is drawn from, and a short hash of it for cache-busting URLs. */
export interface IconArt {
  svg: string;
  version: string;
}

/**
 * A plain icon in the brand colour for a merchant without its own: a white portico (two columns
 * under a roof), drawn with paths only, because the platform renders without fonts.
 */
export function plainIcon(primary: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${primary}"/>` +
    '<path d="M20 38 48 20l28 18z M26 42h10v30H26z M60 42h10v30H60z M20 74h56v6H20z" fill="#fff"/></svg>'
  );
}

/**
 * The merchant's icon (`appLayer.icon`, a path under /m/) from the built web app, else from its
 * sources (a platform started before the first build), else the plain icon. Read once per merchant
 * and process: merchant files and the build do not change under a running platform's icons.
 */
export function createIconArt(roots: readonly string[]) {
  const cache = new WeakMap<Merchant, IconArt>();
  const read = (iconPath: string): string | null => {
    const relative = iconPath.replace(/^\/m\//, '');
    for (const root of roots) {
      try {
        const text = readFileSync(path.join(root, relative), 'utf8');
        if (/<svg[\s>]/.test(text)) return text;
      } catch {
        // Not under this root: try the next one.
      }
    }
    return null;
  };
  return function iconArt(merchant: Merchant): IconArt {
    let hit = cache.get(merchant);
    if (!hit) {
      const svg = (merchant.appLayer.icon && read(merchant.appLayer.icon)) || plainIcon(merchant.look.primary);
      const version = createHash('sha256').update(svg).update(merchant.look.primary).digest('hex').slice(0, 10);
      hit = { svg, version };
      cache.set(merchant, hit);
    }
    return hit;
  };
}
