import { useSyncExternalStore } from 'react';
import type { SessionInfo } from '@portico/contract/session';
import { getSession, subscribeSession } from './session-store.ts';

/** The current session, re-rendering on sign-in and sign-out; null when signed out (and on the server). */
export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
