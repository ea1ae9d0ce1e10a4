import type { FIREBASE_CHANNELS } from '@portico/contract/session';

export type SocialChannel = (typeof FIREBASE_CHANNELS)[number];

/**
 * "Stored provider arguments" (doc A §8): a social identity the platform answered
 * bind_customer_required for. A password sign-in made while it is held sends it along, and
 * the platform links the identity to that account; any other sign-in error drops it. Kept in
 * sessionStorage, so it survives the page reloads of a redirect flow but not the tab.
 */
export interface PendingIdentity {
  firebaseChannel: SocialChannel;
  firebaseIdToken: string;
}

const KEY = 'portico.pendingIdentity';

export function getPendingIdentity(): PendingIdentity | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingIdentity>;
    return typeof value.firebaseChannel === 'string' && typeof value.firebaseIdToken === 'string'
      ? { firebaseChannel: value.firebaseChannel, firebaseIdToken: value.firebaseIdToken }
      : null;
  } catch {
    return null;
  }
}

export function setPendingIdentity(identity: PendingIdentity): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(identity));
  } catch {
    // storage unavailable: linking then needs the provider again
  }
}

export function clearPendingIdentity(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored either
  }
}
