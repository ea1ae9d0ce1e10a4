import { iosVersionOf, type IosVersion } from './environment';

/**
 * The browser behind a user agent, as the install prompt needs it (decision 036): which install path
 * exists (Android's install event, iOS's share sheet) and whether the page is inside another app's
 * in-app browser, where neither exists and the player must open the page in their browser first.
 */
export type InAppBrowser =
  | 'facebook'
  | 'messenger'
  | 'instagram'
  | 'tiktok'
  | 'line'
  | 'wechat'
  | 'snapchat'
  | 'telegram'
  | 'twitter'
  | 'linkedin'
  | 'kakaotalk'
  | 'zalo'
  | 'webview';

export type BrowserName = 'safari' | 'chrome' | 'edge' | 'firefox' | 'samsung' | 'opera' | 'other';

export interface BrowserInfo {
  os: 'ios' | 'android' | 'other';
  /** iOS only: the system version (iOS 26's frozen user agent read from Version/). */
  ios: IosVersion | null;
  browser: BrowserName;
  /** Inside another app's web view: installing is impossible there. */
  inApp: InAppBrowser | null;
}

// Order matters: Messenger's agent also carries FBAN/FB_IAB, and Instagram's carries FBAV on Android.
const IN_APP: readonly [InAppBrowser, RegExp][] = [
  ['messenger', /\bFBAN\/(?:MessengerForiOS|MessengerLiteForiOS)|FB_IAB\/(?:Orca-Android|MESSENGER)/],
  ['instagram', /\bInstagram\b/],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/],
  ['tiktok', /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b|\btrill_\d/],
  ['line', /\bLine\/\d/],
  ['wechat', /\bMicroMessenger\//],
  ['snapchat', /\bSnapchat\b/],
  ['telegram', /\bTelegram(?:Bot|-Android)?\b/],
  ['twitter', /\bTwitter(?:Android)?\b/],
  ['linkedin', /\bLinkedInApp\b/],
  ['kakaotalk', /\bKAKAOTALK\b/i],
  ['zalo', /\bZalo\b/i],
];

function inAppOf(ua: string, os: BrowserInfo['os']): InAppBrowser | null {
  for (const [name, pattern] of IN_APP) if (pattern.test(ua)) return name;
  // An Android web view marks itself "; wv)"; an iOS web view lacks Safari/ (every iOS browser has it).
  if (os === 'android' && /;\s*wv\)/.test(ua)) return 'webview';
  if (os === 'ios' && /AppleWebKit/.test(ua) && !/\bSafari\//.test(ua)) return 'webview';
  return null;
}

function browserNameOf(ua: string, os: BrowserInfo['os']): BrowserName {
  if (os === 'ios') {
    if (/\bCriOS\//.test(ua)) return 'chrome';
    if (/\bEdgiOS\//.test(ua)) return 'edge';
    if (/\bFxiOS\//.test(ua)) return 'firefox';
    if (/\bOPiOS\/|\bOPT\//.test(ua)) return 'opera';
    return /\bVersion\/[\d.]+.*\bSafari\//.test(ua) ? 'safari' : 'other';
  }
  if (/\bSamsungBrowser\//.test(ua)) return 'samsung';
  if (/\bEdgA?\//.test(ua)) return 'edge';
  if (/\bOPR\//.test(ua)) return 'opera';
  if (/\bFirefox\//.test(ua)) return 'firefox';
  if (/\bChrome\//.test(ua)) return 'chrome';
  return 'other';
}

export function browserOf(userAgent: string, maxTouchPoints = 0): BrowserInfo {
  const ios = iosVersionOf(userAgent, maxTouchPoints);
  const os: BrowserInfo['os'] = ios ? 'ios' : /\bAndroid\b/.test(userAgent) ? 'android' : 'other';
  return { os, ios, browser: browserNameOf(userAgent, os), inApp: inAppOf(userAgent, os) };
}

export function currentBrowser(): BrowserInfo {
  if (typeof navigator === 'undefined') return { os: 'other', ios: null, browser: 'other', inApp: null };
  return browserOf(navigator.userAgent, navigator.maxTouchPoints);
}

/**
 * Android: an address that opens `url` in Chrome from an in-app browser (the intent scheme every
 * Android web view hands to the system); Chrome's absence falls back to the same https address.
 */
export function chromeIntentUrl(url: string): string {
  const u = new URL(url);
  const scheme = u.protocol.replace(':', '');
  const fallback = encodeURIComponent(u.href);
  return `intent://${u.host}${u.pathname}${u.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}
