import type { SiteSettings } from '@portico/contract/system';

/** Closed once, the prompt is not offered again in this tab's session (Google adds its own cool-down). */
export const ONE_TAP_CLOSED_KEY = 'portico.oneTap.closed';
/** After the page is interactive, so the first screen never waits for the provider. */
export const ONE_TAP_DELAY_MS = 1500;

export interface OneTapContext {
  settings: SiteSettings;
  signedIn: boolean;
  /** In the native wrapper social sign-in is the app's (doc A §4); no web prompt there. */
  nativeSignIn: boolean;
  closedThisSession: boolean;
}

/**
 * doc A §3 / doc E §3 "googleOneTap": a visitor of a merchant with the flag on and Google among its
 * channels — and, on Firebase, the OAuth web client id one-tap needs.
 */
export function shouldOfferOneTap({ settings, signedIn, nativeSignIn, closedThisSession }: OneTapContext): boolean {
  if (signedIn || nativeSignIn || closedThisSession) return false;
  if (!settings.features.googleOneTap || !settings.identity.channels.includes('google')) return false;
  return settings.identity.kind === 'local' || Boolean(settings.identity.firebase?.googleWebClientId);
}
