import * as z from 'zod/mini';
import { SAVED_LOGIN_KEY } from './saved-login-slot';

/**
 * "Remember password" (doc A §3 "Saved login"): { type, username | mobile, password, merchant }.
 *
 * The spec's "encoded twice with a random salt" is reversible by anyone who reads storage; here the
 * record is encrypted with AES-GCM under a key WebCrypto generates as non-extractable and that lives
 * only in IndexedDB as a CryptoKey object. Storage therefore holds ciphertext and a key nobody can
 * export: a script or person copying localStorage gets nothing usable elsewhere (decision 010).
 * Loaded with a dynamic import only when something is saved or being saved.
 */
export const savedLogin = z.union([
  z.object({ type: z.literal('username'), username: z.string(), password: z.string(), merchant: z.string() }),
  z.object({ type: z.literal('sms'), mobile: z.string(), password: z.string(), merchant: z.string() }),
]);
export type SavedLogin = z.infer<typeof savedLogin>;

/** Where the key lives; IndexedDB in the browser, a Map in unit tests. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  /** Stores `key` unless one is already there; answers the one stored. */
  putIfAbsent(key: CryptoKey): Promise<CryptoKey>;
}

const DB_NAME = 'portico';
const STORE = 'keys';
const KEY_ID = 'saved-login';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('indexedDB request failed'));
      }).finally(() => db.close()),
  );
}

export const indexedDbKeyStore: KeyStore = {
  get: () => run<CryptoKey | undefined>('readonly', (store) => store.get(KEY_ID) as IDBRequest<CryptoKey | undefined>),
  async putIfAbsent(key) {
    // add() refuses when another tab stored a key first; that key then wins for both tabs.
    await run('readwrite', (store) => store.add(key, KEY_ID)).catch(() => undefined);
    const stored = await indexedDbKeyStore.get();
    if (!stored) throw new Error('saved-login key could not be stored');
    return stored;
  },
};

const stored = z.object({ v: z.literal(1), iv: z.string(), data: z.string() });
// Binds the ciphertext to this use: the same key can never decrypt something stored for another purpose.
const AAD = new TextEncoder().encode('portico.savedLogin.v1');

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export interface SavedLoginVault {
  save(login: SavedLogin): Promise<void>;
  /** The saved login, or null when there is none or it can no longer be decrypted (then it is removed). */
  load(): Promise<SavedLogin | null>;
}

export function createSavedLoginVault(keys: KeyStore, storage: () => Storage = () => localStorage): SavedLoginVault {
  async function key(): Promise<CryptoKey> {
    const existing = await keys.get();
    if (existing) return existing;
    const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    return keys.putIfAbsent(fresh);
  }

  return {
    async save(login) {
      const plain = new TextEncoder().encode(JSON.stringify(savedLogin.parse(login)));
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, await key(), plain);
      storage().setItem(SAVED_LOGIN_KEY, JSON.stringify({ v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }));
    },

    async load() {
      let raw: string | null;
      try {
        raw = storage().getItem(SAVED_LOGIN_KEY);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const record = stored.parse(JSON.parse(raw));
        const existing = await keys.get();
        if (!existing) throw new Error('no key');
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(record.iv), additionalData: AAD },
          existing,
          fromBase64(record.data),
        );
        return savedLogin.parse(JSON.parse(new TextDecoder().decode(plain)));
      } catch {
        // Tampered, written by another build, or its key is gone (site data partly cleared).
        try {
          storage().removeItem(SAVED_LOGIN_KEY);
        } catch {
          // unavailable storage holds nothing to remove
        }
        return null;
      }
    },
  };
}

export const savedLoginVault = createSavedLoginVault(indexedDbKeyStore);
