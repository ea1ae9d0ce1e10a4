import type { BrowserInfo } from '../../../lib/install/browser';

/** Where the Share button is, per iOS version and browser (decision 036). */
export type ShareStep = 'share-toolbar' | 'share-in-more-menu' | 'share-in-address-bar';

/**
 * The iOS guide footer: two steps (share, then add to home screen) where the browser can add to the
 * home screen, else the way to a browser that can.
 *   Safari before 26: the Share button in the bottom toolbar.
 *   Safari 26+: the toolbar is gone; Share is inside the "…" menu.
 *   Chrome (CriOS) and Edge (EdgiOS) from iOS 16.4: their own Share button in the address bar.
 *   Any other iOS browser, and Chrome or Edge before 16.4: open the page in Safari.
 *   An in-app browser (Facebook, Instagram, TikTok, Line…): open the page in the browser first.
 */
export type IosGuide = { kind: 'steps'; share: ShareStep } | { kind: 'open-in-safari' } | { kind: 'open-in-browser' };

export function iosGuideFor(browser: BrowserInfo): IosGuide | null {
  const { ios } = browser;
  if (browser.os !== 'ios' || !ios) return null;
  if (browser.inApp) return { kind: 'open-in-browser' };
  if (browser.browser === 'safari') return { kind: 'steps', share: ios.major >= 26 ? 'share-in-more-menu' : 'share-toolbar' };
  const from164 = ios.major > 16 || (ios.major === 16 && ios.minor >= 4);
  if ((browser.browser === 'chrome' || browser.browser === 'edge') && from164) return { kind: 'steps', share: 'share-in-address-bar' };
  return { kind: 'open-in-safari' };
}
