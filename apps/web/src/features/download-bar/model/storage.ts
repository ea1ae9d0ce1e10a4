import { safeStorage, type KeyValueStore } from '../../../lib/storage/safe-storage';

/**
 * The download layer's browser storage (doc E §4): session flags for this tab's visit, the
 * download-image popups' remembered images for good. Storage that throws (private mode, full)
 * counts as empty and writes are dropped: the bar and popups then behave as on a first visit.
 */
export const HIDE_DOWNLOAD_BAR = 'hideDownloadBar';
export const DOWNLOAD_POPUP_FLAG = 'downloadImagePopup';
export const DOWNLOAD_POPUP_SEEN = 'portico.downloadPopups.seen';

export type { KeyValueStore };
export const sessionStore = safeStorage(() => sessionStorage);
export const localStore = safeStorage(() => localStorage);
