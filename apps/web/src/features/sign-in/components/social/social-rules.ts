import type { IdentityChannel } from '../../../../lib/identity/provider';
import { parseNativeUserAgent } from '../../../../lib/native/user-agent';

/**
 * doc A §4: the popup is used on desktop Safari or Chrome and on iOS above 12; everything else
 * (Android, older iOS, other desktop browsers, the native wrapper's web view, where a popup has
 * no window to open in) leaves the page and comes back.
 */
export function choosePopupOrRedirect(userAgent: string): 'popup' | 'redirect' {
  if (parseNativeUserAgent(userAgent)) return 'redirect';
  const ios = /\((?:iPhone|iPad|iPod)[^)]*? OS (\d+)_/.exec(userAgent);
  if (ios) return Number(ios[1]) > 12 ? 'popup' : 'redirect';
  if (/Android|Mobile/.test(userAgent)) return 'redirect';
  return /Chrome\/|Safari\//.test(userAgent) ? 'popup' : 'redirect';
}

export function isAndroid(userAgent: string): boolean {
  return /Android/.test(userAgent) || parseNativeUserAgent(userAgent)?.platform === 'android';
}

/** doc A §5: Facebook, Twitter and Line on Android need the native wrapper's own sign-in. */
export function isComingSoon(channel: IdentityChannel, userAgent: string, nativeSignIn: boolean): boolean {
  return channel !== 'google' && isAndroid(userAgent) && !nativeSignIn;
}

/**
 * doc A §5: the parenthetical part of the platform's message is not shown in the login-choice
 * dialog (it tells a person what the dialog's own buttons already offer). Full-width brackets
 * count too: Chinese and Japanese messages use them.
 */
export function stripParenthetical(message: string): string {
  return message
    .replace(/\s*[(（][^()（）]*[)）]/g, '')
    .replace(/\s+([.,!?;:。，！？])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
