import type { SessionInfo } from '@portico/contract/session';

/**
 * Signed in / signed out, for features that start or stop something with the session
 * (push registration, the mini-game widget, chat polling) without polling the store.
 * 'expired' means the platform ended the session (401 and the logout error codes).
 */
export type SignOutReason = 'logout' | 'expired';

export type SessionChange =
  | { type: 'signed-in'; session: SessionInfo }
  | { type: 'signed-out'; reason: SignOutReason };

type Listener = (change: SessionChange) => void;

const listeners = new Set<Listener>();

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Only the session store calls this: a change is announced exactly when storage changes. */
export function emitSessionChange(change: SessionChange): void {
  for (const listener of [...listeners]) listener(change);
}
