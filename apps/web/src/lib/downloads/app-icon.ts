import { MANIFEST_ICON_SIZES } from '@portico/contract/install';

/** A phone's densest screens draw three device pixels to a CSS pixel. */
const DENSITY = 3;

/**
 * The merchant's app icon as the platform renders it (decision 037: the art of the home-screen
 * manifest, on this site, so the page's img-src allows it), the smallest manifest size that stays
 * sharp at `cssPx` (decision 053). Every place that shows the app's icon uses this one: the install
 * prompt offers the icon the home screen will get, wherever the operator hosts the native app's.
 */
export function appIconUrl(merchantCode: string, cssPx: number): string {
  const size = MANIFEST_ICON_SIZES.find((s) => s >= cssPx * DENSITY) ?? MANIFEST_ICON_SIZES[MANIFEST_ICON_SIZES.length - 1];
  return `/wps/system/app-images/icon-${size}.png?merchantCode=${encodeURIComponent(merchantCode)}`;
}
