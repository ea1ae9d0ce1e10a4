/**
 * When the permission modal may show (doc E §9 "asked once per session unless dismissed";
 * decision 038): at most once per browser session (sessionStorage: the tab); a dismissal ("Not
 * now") keeps it away for DISMISS_MS on this device as well, so a player who said no is not asked
 * in every new tab.
 */
const ASKED_KEY = 'portico.push.asked';
const DISMISSED_KEY = 'portico.push.dismissedAt';
export const DISMISS_MS = 7 * 24 * 3600_000;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // storage unavailable: the modal may ask again, never more than once per page
  }
}

export function mayAsk(now: number): boolean {
  if (read(sessionStorage, ASKED_KEY)) return false;
  const dismissedAt = Number(read(localStorage, DISMISSED_KEY) ?? 0);
  return !(dismissedAt > 0 && now - dismissedAt < DISMISS_MS);
}

export function markAsked(): void {
  write(sessionStorage, ASKED_KEY, '1');
}

export function markDismissed(now: number): void {
  markAsked();
  write(localStorage, DISMISSED_KEY, String(now));
}
