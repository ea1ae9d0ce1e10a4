import { HOMESCREEN_START_URL, MANIFEST_ICON_SIZES } from '@portico/contract/install';
import { languageDir, languageTag } from '@portico/contract/language-tags';
import type { Merchant } from '../merchants/schema.ts';

/** Where a merchant's app images are served, with the art's version so a long cache stays right. */
export function appImageUrl(merchant: Merchant, file: string, version: string): string {
  return `/wps/system/app-images/${file}?merchantCode=${encodeURIComponent(merchant.merchantCode)}&v=${version}`;
}

export const MANIFEST_PATH = '/wps/system/manifest.json';
export const manifestUrl = (merchant: Merchant) => `${MANIFEST_PATH}?merchantCode=${encodeURIComponent(merchant.merchantCode)}`;

/** Chrome shows a short name under the icon; longer names are cut with an ellipsis on most launchers. */
const SHORT_NAME_MAX = 12;

/**
 * The merchant's Web App Manifest (doc E §3 "Home-screen manifest parameters", §9): name and short
 * name from the title, standalone, portrait, scope /m/, white theme and background, icons 192–512
 * plus maskable copies, and a start_url that marks a home-screen launch. The id is per merchant and
 * never changes with the title or icons, so a browser keeps recognising an installed app.
 */
export function webManifest(merchant: Merchant, version: string) {
  const name = merchant.name;
  const shortName = [...name].length <= SHORT_NAME_MAX ? name : [...name].slice(0, SHORT_NAME_MAX).join('').trimEnd();
  const icon = (size: number, maskable: boolean) => ({
    src: appImageUrl(merchant, `icon-${size}${maskable ? '-maskable' : ''}.png`, version),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: maskable ? 'maskable' : 'any',
  });
  return {
    id: `/m/?app=${encodeURIComponent(merchant.merchantCode.toLowerCase())}`,
    name,
    short_name: shortName,
    lang: languageTag(merchant.defaultLanguage),
    dir: languageDir(merchant.defaultLanguage),
    start_url: HOMESCREEN_START_URL,
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#ffffff',
    background_color: '#ffffff',
    icons: [...MANIFEST_ICON_SIZES.map((s) => icon(s, false)), ...MANIFEST_ICON_SIZES.map((s) => icon(s, true))],
  };
}
