import { afterEach, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SESSION_STORAGE_KEY, type SessionInfo } from '@portico/contract/session';
import { events } from '../events/app-events.ts';
import { clearSession, getSession, getToken, setSession, subscribeSession } from './session-store.ts';
import { useSession } from './use-session.ts';

const SESSION: SessionInfo = { id: 7, customerId: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: true };

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((stop) => stop());
});

// This runs first: the contract's schema is imported when the first session is read (decision 047).
it('checks a session stored before the schema was loaded as soon as it is, and removes it when it does not fit', async () => {
  const signedOut = vi.fn();
  cleanups.push(events.on('signed-out', signedOut));
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'only' }));
  getSession();
  await vi.waitFor(() => expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
  expect(getSession()).toBeNull();
  expect(signedOut).toHaveBeenCalledWith({ reason: 'expired' });
});

it('stores the session in sessionStorage under MC_SESSION_INFO and reads it back', () => {
  expect(getSession()).toBeNull();
  setSession(SESSION);
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(SESSION);
  expect(getSession()).toEqual(SESSION);
  expect(getToken()).toBe('tok-7');
  clearSession();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(getToken()).toBeNull();
});

it('reads a session another script wrote, and removes one that does not fit the schema', () => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  expect(getSession()).toEqual(SESSION);
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'only' }));
  expect(getSession()).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
  expect(getSession()).toBeNull();
});

it('refuses to store an invalid session', () => {
  expect(() => setSession({ ...SESSION, token: 1 } as unknown as SessionInfo)).toThrow();
  expect(getSession()).toBeNull();
});

it('returns the same object until the session changes (a stable useSyncExternalStore snapshot)', () => {
  setSession(SESSION);
  expect(getSession()).toBe(getSession());
});

it('announces signed-in and signed-out on the bus, and session-changed on every change', () => {
  const changes: unknown[] = [];
  const storeChanged = vi.fn();
  cleanups.push(
    events.on('signed-in', (e) => changes.push(['signed-in', e])),
    events.on('signed-out', (e) => changes.push(['signed-out', e])),
    subscribeSession(storeChanged),
  );
  setSession(SESSION);
  setSession({ ...SESSION, firstTimeLogin: false });
  clearSession('expired');
  clearSession();
  expect(changes).toEqual([
    ['signed-in', { session: SESSION }],
    ['signed-out', { reason: 'expired' }],
  ]);
  expect(storeChanged.mock.calls).toEqual([[{ session: SESSION }], [{ session: { ...SESSION, firstTimeLogin: false } }], [{ session: null }]]);
});

it('a subscriber that throws does not stop the others, nor the store', () => {
  const after = vi.fn();
  vi.useFakeTimers();
  cleanups.push(
    events.on('signed-in', () => {
      throw new Error('a broken feature');
    }),
    events.on('signed-in', after),
  );
  expect(() => setSession(SESSION)).not.toThrow();
  expect(after).toHaveBeenCalledOnce();
  expect(getSession()).toEqual(SESSION);
  // The error is rethrown on its own task, where window.onerror sees it.
  expect(() => vi.runAllTimers()).toThrow('a broken feature');
  vi.useRealTimers();
});

it('useSession re-renders on sign-in and sign-out', () => {
  const { result } = renderHook(() => useSession());
  expect(result.current).toBeNull();
  act(() => setSession(SESSION));
  expect(result.current).toEqual(SESSION);
  act(() => clearSession());
  expect(result.current).toBeNull();
});
