import type { SessionInfo } from '@portico/contract/session';
import { SESSION_STORAGE_KEY } from '@portico/contract/session-keys';
import { events, type SignOutReason } from '../events/app-events.ts';

/**
 * The session lives in sessionStorage under MC_SESSION_INFO (doc A §3): it ends with
 * the tab, and the key name is what existing platforms and the native shell read.
 */

let lastRaw: string | null = null;
let lastSession: SessionInfo | null = null;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

type SessionSchema = typeof import('@portico/contract/session').sessionInfo;

/**
 * The contract's schema of the stored session, imported when there is a session to check rather
 * than with the first load (decision 047). Until it is there a stored session is read as it was
 * written (this store wrote it, from answers the contract checked); once it is, every stored value
 * is checked again, and one that does not fit is removed as below.
 */
let schema: SessionSchema | null = null;
let loading: Promise<void> | null = null;

function checkWhenLoaded(): void {
  loading ??= import('@portico/contract/session').then(
    (contract) => {
      schema = contract.sessionInfo;
      const before = lastSession;
      lastRaw = null; // read and check the stored value again
      if (before && !getSession()) {
        events.emit('session-changed', { session: null });
        events.emit('signed-out', { reason: 'expired' });
      }
    },
    () => {
      loading = null;
    },
  );
}

function parse(value: unknown): SessionInfo | null {
  if (schema) {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  }
  checkWhenLoaded();
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SessionInfo) : null;
}

/**
 * Parsed once per stored string, so React's useSyncExternalStore sees the same object
 * until the session really changes. A value that no longer fits the schema (an older
 * build, a hand edit) is removed rather than half-trusted.
 */
export function getSession(): SessionInfo | null {
  const raw = readRaw();
  if (raw === lastRaw) return lastSession;
  let parsed: SessionInfo | null = null;
  if (raw !== null) {
    try {
      parsed = parse(JSON.parse(raw));
    } catch {
      // not JSON: treated like any other invalid value below
    }
    if (!parsed) {
      removeRaw();
      lastRaw = null;
      lastSession = null;
      return null;
    }
  }
  lastRaw = raw;
  lastSession = parsed;
  return parsed;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function removeRaw(): void {
  try {
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was stored either
  }
}

/**
 * Throws when `info` does not fit the schema (once it is loaded; before, the stored value is
 * checked as soon as it is): storing a broken session would sign the person out later.
 */
export function setSession(info: SessionInfo): void {
  // Parsed when the schema is there, so what is stored is what the contract names, as before.
  if (!schema) checkWhenLoaded();
  const session = schema ? schema.parse(info) : info;
  const previous = getSession();
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // storage unavailable: the session lasts for this page only
  }
  lastRaw = readRaw();
  lastSession = session;
  events.emit('session-changed', { session });
  if (!previous || previous.token !== session.token) events.emit('signed-in', { session });
}

export function clearSession(reason: SignOutReason = 'logout'): void {
  const previous = getSession();
  removeRaw();
  lastRaw = null;
  lastSession = null;
  if (!previous) return;
  events.emit('session-changed', { session: null });
  events.emit('signed-out', { reason });
}

/** For useSyncExternalStore: the session is state, read with getSession(); the bus says when it changed. */
export function subscribeSession(listener: () => void): () => void {
  return events.on('session-changed', listener);
}
