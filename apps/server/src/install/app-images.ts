import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { MANIFEST_ICON_SIZES } from '@portico/contract/install';
import type { Merchant } from '../merchants/schema.ts';
import type { IconArt } from './icon-art.ts';
import { IPHONE_SPLASHES } from './splash-sizes.ts';

/** A rendered image with the ETag it is served with. */
export interface AppImage {
  png: Buffer;
  etag: string;
}

/** What one image file name asks for. */
type ImageSpec =
  | { kind: 'icon'; size: number; maskable: boolean }
  | { kind: 'apple-touch' }
  | { kind: 'splash'; width: number; height: number };

export const APPLE_TOUCH_SIZE = 180;
/** The maskable icon's safe zone is the central circle of 80 % of the width (W3C manifest "maskable"). */
const MASKABLE_SCALE = 0.8;
/** The splash screens' icon is a quarter of the screen's width, on the manifest's white background. */
const SPLASH_ICON_SHARE = 0.25;
const BACKGROUND = '#ffffff';

/** The file names this merchant's images are served under (manifest icons, apple-touch icon, splash screens). */
export function imageSpec(file: string): ImageSpec | null {
  const icon = /^icon-(\d+)(-maskable)?\.png$/.exec(file);
  if (icon) {
    const size = Number(icon[1]);
    return (MANIFEST_ICON_SIZES as readonly number[]).includes(size) ? { kind: 'icon', size, maskable: icon[2] !== undefined } : null;
  }
  if (file === 'apple-touch-icon.png') return { kind: 'apple-touch' };
  const splash = /^splash-(\d+)x(\d+)\.png$/.exec(file);
  if (splash) {
    const [width, height] = [Number(splash[1]), Number(splash[2])];
    return IPHONE_SPLASHES.some((s) => s.width === width && s.height === height) ? { kind: 'splash', width, height } : null;
  }
  return null;
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A canvas of width × height filled with `fill`, the icon art drawn in a square of `side` at its centre. */
function composition(art: string, width: number, height: number, side: number, fill: string): string {
  const x = (width - side) / 2;
  const y = (height - side) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${fill}"/>` +
    `<image x="${x}" y="${y}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="${dataUrl(art)}"/></svg>`
  );
}

function svgFor(spec: ImageSpec, art: string, merchant: Merchant): string {
  switch (spec.kind) {
    case 'icon':
      // The padding takes the brand colour, which is the edge colour of a full-bleed icon.
      return spec.maskable
        ? composition(art, spec.size, spec.size, Math.round(spec.size * MASKABLE_SCALE), merchant.look.primary)
        : composition(art, spec.size, spec.size, spec.size, BACKGROUND);
    case 'apple-touch':
      // iOS rounds the corners itself and shows transparency as black: full bleed on white.
      return composition(art, APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE, BACKGROUND);
    case 'splash':
      return composition(art, spec.width, spec.height, Math.round(spec.width * SPLASH_ICON_SHARE), BACKGROUND);
  }
}

/**
 * Renders a merchant's app images on first request and keeps them for the process (at most the 19
 * files per merchant that `imageSpec` accepts): a home-screen install asks for several at once, and
 * rendering a splash screen takes tens of milliseconds.
 */
export function createAppImages(iconArt: (merchant: Merchant) => IconArt) {
  const cache = new Map<string, Promise<AppImage>>();
  return function appImage(merchant: Merchant, file: string): Promise<AppImage> | null {
    const spec = imageSpec(file);
    if (!spec) return null;
    const key = `${merchant.merchantCode}|${file}`;
    let hit = cache.get(key);
    if (!hit) {
      const svg = svgFor(spec, iconArt(merchant).svg, merchant);
      hit = renderAsync(svg).then((image) => {
        const png = image.asPng();
        return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"` };
      });
      // A failed render is not kept: the next request tries again.
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
    }
    return hit;
  };
}
