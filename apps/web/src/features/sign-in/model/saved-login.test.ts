import { describe, expect, it, vi } from 'vitest';
import { createSavedLoginVault, type KeyStore, type SavedLogin } from './saved-login';
import { SAVED_LOGIN_KEY, forgetSavedLogin, forgetSavedLoginOfAnother, hasSavedLogin, removeSavedLogin } from './saved-login-slot';
import { getPref, setPref } from '../../../lib/storage/prefs';

/** IndexedDB stand-in: holds the CryptoKey object itself, as the browser store does. */
function memoryKeyStore(): KeyStore & { key: CryptoKey | undefined } {
  const store = {
    key: undefined as CryptoKey | undefined,
    get: async () => store.key,
    putIfAbsent: async (key: CryptoKey) => (store.key ??= key),
  };
  return store;
}

const LOGIN: SavedLogin = { type: 'username', username: 'player1', password: 'Player#2026', merchant: 'DEMO' };

describe('the saved login', () => {
  it('round-trips through storage', async () => {
    const vault = createSavedLoginVault(memoryKeyStore());
    await vault.save(LOGIN);
    expect(hasSavedLogin()).toBe(true);
    expect(await vault.load()).toEqual(LOGIN);
  });

  it('never leaves the password readable in storage, plain or base64', async () => {
    await createSavedLoginVault(memoryKeyStore()).save(LOGIN);
    const raw = localStorage.getItem(SAVED_LOGIN_KEY) ?? '';
    expect(raw).not.toBe('');
    for (const secret of [LOGIN.password, btoa(LOGIN.password), btoa(btoa(LOGIN.password)), encodeURIComponent(LOGIN.password)]) {
      expect(raw).not.toContain(secret);
    }
    // The stored data is not base64 of the record either.
    const { data } = JSON.parse(raw) as { data: string };
    expect(atob(data)).not.toContain('player1');
  });

  it('uses a key that cannot be exported, generated once and reused', async () => {
    const keys = memoryKeyStore();
    const vault = createSavedLoginVault(keys);
    await vault.save(LOGIN);
    const first = keys.key;
    expect(first?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', first as CryptoKey)).rejects.toThrow();
    await vault.save({ ...LOGIN, password: 'Other#2026' });
    expect(keys.key).toBe(first);
  });

  it('encrypts the same login differently every time (fresh IV)', async () => {
    const vault = createSavedLoginVault(memoryKeyStore());
    await vault.save(LOGIN);
    const a = localStorage.getItem(SAVED_LOGIN_KEY);
    await vault.save(LOGIN);
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).not.toBe(a);
  });

  it('drops a record that was tampered with', async () => {
    const vault = createSavedLoginVault(memoryKeyStore());
    await vault.save(LOGIN);
    const record = JSON.parse(localStorage.getItem(SAVED_LOGIN_KEY) ?? '{}') as { data: string };
    const bytes = Uint8Array.from(atob(record.data), (c) => c.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ ...record, data: btoa(String.fromCharCode(...bytes)) }));
    expect(await vault.load()).toBeNull();
    expect(hasSavedLogin()).toBe(false);
  });

  it('drops a record whose key is gone (another browser profile, site data partly cleared)', async () => {
    await createSavedLoginVault(memoryKeyStore()).save(LOGIN);
    expect(await createSavedLoginVault(memoryKeyStore()).load()).toBeNull();
    expect(hasSavedLogin()).toBe(false);
  });

  it('drops garbage and reads nothing when nothing is saved', async () => {
    const vault = createSavedLoginVault(memoryKeyStore());
    expect(await vault.load()).toBeNull();
    localStorage.setItem(SAVED_LOGIN_KEY, '{not json');
    expect(await vault.load()).toBeNull();
    expect(hasSavedLogin()).toBe(false);
  });

  it('keeps an sms-type login (it is saved, never auto-logged-in)', async () => {
    const vault = createSavedLoginVault(memoryKeyStore());
    const sms: SavedLogin = { type: 'sms', mobile: '639171234567', password: 'x', merchant: 'DEMO' };
    await vault.save(sms);
    expect(await vault.load()).toEqual(sms);
  });

  it('refuses to save a record of the wrong shape', async () => {
    const vault = createSavedLoginVault(memoryKeyStore());
    await expect(vault.save({ type: 'username', password: 'x', merchant: 'DEMO' } as unknown as SavedLogin)).rejects.toThrow();
    expect(hasSavedLogin()).toBe(false);
  });

  it('is removed when unticked, and forgotten with auto login off after a failed login', async () => {
    await createSavedLoginVault(memoryKeyStore()).save(LOGIN);
    removeSavedLogin();
    expect(hasSavedLogin()).toBe(false);
    await createSavedLoginVault(memoryKeyStore()).save(LOGIN);
    setPref('autoLogin', '1');
    forgetSavedLogin();
    expect(hasSavedLogin()).toBe(false);
    expect(getPref('autoLogin')).toBe('0');
  });
});

describe('another member signing in on the same device', () => {
  async function savedWithAutoLogin() {
    const vault = createSavedLoginVault(memoryKeyStore());
    await vault.save(LOGIN);
    setPref('autoLogin', '1');
    return vault;
  }

  it("forgets the first member's saved password and turns auto login off", async () => {
    const vault = await savedWithAutoLogin();
    await forgetSavedLoginOfAnother('player2', async () => vault);
    expect(hasSavedLogin()).toBe(false);
    expect(getPref('autoLogin')).toBe('0');
  });

  it('keeps it when the same member signs in again, whatever the letter case the platform answers', async () => {
    const vault = await savedWithAutoLogin();
    await forgetSavedLoginOfAnother('Player1', async () => vault);
    expect(await vault.load()).toEqual(LOGIN);
    expect(getPref('autoLogin')).toBe('1');
  });

  it('forgets a saved sms login, whose member it cannot tell', async () => {
    const vault = createSavedLoginVault(memoryKeyStore());
    await vault.save({ type: 'sms', mobile: '639171234567', password: 'x', merchant: 'DEMO' });
    await forgetSavedLoginOfAnother('player1', async () => vault);
    expect(hasSavedLogin()).toBe(false);
  });

  it('loads no cryptography when nothing is saved', async () => {
    removeSavedLogin();
    const vault = vi.fn(async () => createSavedLoginVault(memoryKeyStore()));
    await forgetSavedLoginOfAnother('player2', vault);
    expect(vault).not.toHaveBeenCalled();
  });
});
