import type { KeyValueStore } from '../../../lib/storage/safe-storage';

export type { KeyValueStore };

/**
 * The install prompt's marks (doc E §4, decision 036). Session storage: the skip flag, the close
 * counter, the sticky non-closable mark and the triggers already shown this session. Local storage:
 * installed (the browser's install event), and WEBCLIP (1 in an installed web app, 0 when the
 * home-screen address is opened in a browser tab).
 */
export const KEYS = {
  skip: 'MC_INSTALL_PROMPT_SKIP',
  closeCount: 'MC_INSTALL_PROMPT_CLOSE_COUNT',
  forced: 'MC_INSTALL_PROMPT_FORCED',
  shown: 'MC_INSTALL_PROMPT_SHOWN',
  installed: 'MC_INSTALL_PROMPT_INSTALLED',
  webclip: 'WEBCLIP',
  firstLaunch: 'MC_INSTALL_FIRST_LAUNCH',
} as const;

/** The close counter an install sets: no prompt again this session. */
export const INSTALLED_COUNT = 99;

const read = (store: KeyValueStore, key: string): string | null => {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
};
const write = (store: KeyValueStore, key: string, value: string): void => {
  try {
    store.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the marks last for the page only, through the memory copy.
  }
};

export interface PromptState {
  skipped(): boolean;
  closeCount(): number;
  /** A non-closable prompt was shown this session: every later one is non-closable too. */
  forcedSticky(): boolean;
  shownThisSession(trigger: string): boolean;
  installed(): boolean;
  webclip(): '1' | '0' | null;
  markShown(trigger: string, forced: boolean): void;
  markClosed(): void;
  markInstalled(): void;
  markAccepted(): void;
  setWebclip(value: '1' | '0'): void;
  /** The first start from the home screen was counted on this device. */
  firstLaunchSeen(): boolean;
  markFirstLaunch(): void;
}

export function promptState(session: KeyValueStore, local: KeyValueStore): PromptState {
  // A memory copy, so a refused write still holds for this page.
  const memory = new Map<string, string>();
  const get = (store: KeyValueStore, key: string) => memory.get(key) ?? read(store, key);
  const set = (store: KeyValueStore, key: string, value: string) => {
    memory.set(key, value);
    write(store, key, value);
  };
  const shownList = (): string[] => {
    try {
      const parsed = JSON.parse(get(session, KEYS.shown) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
    } catch {
      return [];
    }
  };
  const count = () => Number(get(session, KEYS.closeCount) ?? 0) || 0;
  return {
    skipped: () => get(session, KEYS.skip) === '1',
    closeCount: count,
    forcedSticky: () => get(session, KEYS.forced) === '1',
    shownThisSession: (trigger) => shownList().includes(trigger),
    installed: () => get(local, KEYS.installed) === '1' || count() >= INSTALLED_COUNT,
    webclip: () => {
      const v = get(local, KEYS.webclip);
      return v === '1' || v === '0' ? v : null;
    },
    markShown(trigger, forced) {
      set(session, KEYS.shown, JSON.stringify([...new Set([...shownList(), trigger])]));
      if (forced) set(session, KEYS.forced, '1');
    },
    markClosed() {
      set(session, KEYS.skip, '1');
      // The install's 99 stays: a close after installing does not reopen the prompt.
      if (count() < INSTALLED_COUNT) set(session, KEYS.closeCount, String(count() + 1));
    },
    markInstalled() {
      set(session, KEYS.closeCount, String(INSTALLED_COUNT));
      set(local, KEYS.installed, '1');
    },
    markAccepted() {
      set(session, KEYS.closeCount, String(INSTALLED_COUNT));
    },
    setWebclip: (value) => set(local, KEYS.webclip, value),
    firstLaunchSeen: () => get(local, KEYS.firstLaunch) === '1',
    markFirstLaunch: () => set(local, KEYS.firstLaunch, '1'),
  };
}
