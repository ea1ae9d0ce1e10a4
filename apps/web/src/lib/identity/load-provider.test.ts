import { describe, expect, it, vi } from 'vitest';
import type { IdentitySettings } from '@portico/contract/identity';
import { loadIdentityProvider } from './load-provider';

const createFirebaseProvider = vi.hoisted(() => vi.fn((config: unknown) => ({ kind: 'firebase', config })));
const createLocalProvider = vi.hoisted(() => vi.fn(() => ({ kind: 'local' })));
vi.mock('./firebase.ts', () => ({ createFirebaseProvider }));
vi.mock('./local.ts', () => ({ createLocalProvider }));

const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a', messagingSenderId: 'm' };
const identity = (over: Partial<IdentitySettings>): { identity: IdentitySettings } => ({
  identity: { kind: 'local', channels: ['google'], phoneSignIn: true, ...over },
});

describe('loadIdentityProvider', () => {
  it("picks the adapter of the merchant's kind, and keeps one instance per configuration", async () => {
    const local = await loadIdentityProvider(identity({ kind: 'local' }));
    expect(local).toEqual({ kind: 'local' });
    expect(await loadIdentityProvider(identity({ kind: 'local', channels: ['line'] }))).toBe(local);
    expect(createLocalProvider).toHaveBeenCalledTimes(1);

    const remote = await loadIdentityProvider(identity({ kind: 'firebase', firebase }));
    expect(remote).toEqual({ kind: 'firebase', config: firebase });
    expect(await loadIdentityProvider(identity({ kind: 'firebase', firebase }))).toBe(remote);
    expect(createFirebaseProvider).toHaveBeenCalledTimes(1);
  });

  it('refuses a firebase merchant without its configuration, and tries again next time', async () => {
    await expect(loadIdentityProvider(identity({ kind: 'firebase' }))).rejects.toMatchObject({ code: 'auth/invalid-api-key' });
    await expect(loadIdentityProvider(identity({ kind: 'firebase' }))).rejects.toMatchObject({ code: 'auth/invalid-api-key' });
  });
});
