/**
 * What the page and the service worker say to each other (decision 035). Shared by both sides,
 * so it uses nothing of the DOM or of the worker's scope.
 */

/** The offline page's words in the player's language: the page sends them, the worker keeps them. */
export interface OfflineStrings {
  /** A language tag for `<html lang>`, e.g. "pt-BR". */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The site's title (the merchant's), for the tab. */
  title: string;
  message: string;
  retry: string;
}

export type PageToWorker =
  | { type: 'skip-waiting' }
  | { type: 'offline-strings'; strings: OfflineStrings };

export function isPageToWorker(data: unknown): data is PageToWorker {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  return type === 'skip-waiting' || type === 'offline-strings';
}
