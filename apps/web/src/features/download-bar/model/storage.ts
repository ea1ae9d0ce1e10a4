/**
 * The download layer's browser storage (doc E §4): session flags for this tab's visit, the
 * download-image popups' remembered images for good. Storage that throws (private mode, full)
 * counts as empty and writes are dropped: the bar and popups then behave as on a first visit.
 */
export const HIDE_DOWNLOAD_BAR = 'hideDownloadBar';
export const DOWNLOAD_POPUP_FLAG = 'downloadImagePopup';
export const DOWNLOAD_POPUP_SEEN = 'portico.downloadPopups.seen';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function safe(get: () => Storage): KeyValueStore {
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
        // Not kept: shown again next time, which is harmless.
      }
    },
  };
}

export const sessionStore = safe(() => sessionStorage);
export const localStore = safe(() => localStorage);
