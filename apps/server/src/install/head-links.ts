import { escapeHtml } from '../http/html.ts';
import type { Merchant } from '../merchants/schema.ts';
import { appImageUrl, manifestUrl } from './manifest.ts';
import { IPHONE_SPLASHES } from './splash-sizes.ts';

/**
 * The page head's install links for one merchant: the manifest, the apple-touch icon, the home-screen
 * title and the ten iPhone launch screens (Safari reads no manifest icons or splash: it needs these).
 * `apple-mobile-web-app-capable` makes iOS open the home-screen icon standalone and show the splash.
 */
export function installHeadLinks(merchant: Merchant, version: string): string {
  const image = (file: string) => escapeHtml(appImageUrl(merchant, file, version));
  const splashes = IPHONE_SPLASHES.map(
    (s) =>
      `<link rel="apple-touch-startup-image" media="screen and (device-width: ${s.cssWidth}px) and (device-height: ${s.cssHeight}px) and (-webkit-device-pixel-ratio: ${s.ratio}) and (orientation: portrait)" href="${image(`splash-${s.width}x${s.height}.png`)}" />`,
  );
  return [
    `<link rel="manifest" href="${escapeHtml(manifestUrl(merchant))}" />`,
    `<link rel="apple-touch-icon" href="${image('apple-touch-icon.png')}" />`,
    '<meta name="mobile-web-app-capable" content="yes" />',
    '<meta name="apple-mobile-web-app-capable" content="yes" />',
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(merchant.name)}" />`,
    ...splashes,
  ].join('');
}
