import { FIREBASE_CHANNELS } from '@portico/contract/session-keys';
import type { IdentityChannel } from '../../../../lib/identity/provider';

/**
 * The channel of a redirect sign-in in progress (doc A §4): stored before leaving for the
 * provider, read back once on the next load. Kept apart from the flow so the login screen can
 * check it on mount without downloading the flow.
 */
export const REDIRECT_CHANNEL_KEY = 'portico.social.redirectChannel';

export function rememberRedirect(channel: IdentityChannel): void {
  sessionStorage.setItem(REDIRECT_CHANNEL_KEY, channel);
}

export function forgetRedirect(): void {
  sessionStorage.removeItem(REDIRECT_CHANNEL_KEY);
}

/** Read and removed in one step, so a reload after a failure does not try the same result twice. */
export function takeRememberedRedirect(): IdentityChannel | null {
  try {
    const channel = sessionStorage.getItem(REDIRECT_CHANNEL_KEY);
    sessionStorage.removeItem(REDIRECT_CHANNEL_KEY);
    return channel && (FIREBASE_CHANNELS as readonly string[]).includes(channel) ? (channel as IdentityChannel) : null;
  } catch {
    return null;
  }
}
