/** What the engagement features keep in the browser's storage: two calls, so tests pass a Map-backed fake. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Storage that may be missing or refuse (private mode, full, disabled): reads count as empty and
 * writes are dropped, so a feature behaves as on a first visit instead of failing.
 */
export function safeStorage(get: () => Storage): KeyValueStore {
  return {
    getItem: (key) => {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        get().setItem(key, value);
      } catch {
        // Not kept: asked or shown again next time, which is harmless.
      }
    },
  };
}
