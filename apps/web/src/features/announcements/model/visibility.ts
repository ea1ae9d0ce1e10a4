import type { PopupAnnouncement } from '@portico/contract/popup-announcements';

/**
 * doc E §4 "Announcement popups": what is remembered per user (id or customerId, or the
 * logged-out key) in localStorage, and when the popups show again.
 */
export interface PopupRecord {
  /** The content hashes of the popups as they were last shown. */
  hashes: string[];
  show: boolean;
  /** When "Don't show again today" was ticked (ms), else null. */
  hiddenAt: number | null;
}

const PREFIX = 'portico.announcements.';
export const LOGGED_OUT_KEY = 'guest';

export function storageKey(session: { id: number; customerId?: number | undefined } | null): string {
  return PREFIX + (session ? String(session.customerId ?? session.id) : LOGGED_OUT_KEY);
}

/** The platform's fingerprint of each popup over every language (a language switch is no change). */
export function contentHashes(popups: readonly PopupAnnouncement[]): string[] {
  return popups.map((p) => p.hash);
}

/** The first local midnight after `time` (the end of that local day). */
export function nextLocalMidnight(time: number): number {
  const d = new Date(time);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

export function shouldShow(record: PopupRecord | null, hashes: readonly string[], now: number): boolean {
  if (!record) return true;
  const changed = record.hashes.length !== hashes.length || record.hashes.some((h, i) => h !== hashes[i]);
  if (changed || record.show) return true;
  return record.hiddenAt !== null && now >= nextLocalMidnight(record.hiddenAt);
}

export function readRecord(storage: Storage | null, key: string): PopupRecord | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PopupRecord>;
    if (!Array.isArray(parsed.hashes) || typeof parsed.show !== 'boolean') return null;
    return { hashes: parsed.hashes.map(String), show: parsed.show, hiddenAt: typeof parsed.hiddenAt === 'number' ? parsed.hiddenAt : null };
  } catch {
    return null;
  }
}

/** Closing stores show=false and, with the today-hide option ticked, the time. */
export function recordClose(storage: Storage | null, key: string, hashes: readonly string[], hideToday: boolean, now: number): void {
  const record: PopupRecord = { hashes: [...hashes], show: false, hiddenAt: hideToday ? now : null };
  try {
    storage?.setItem(key, JSON.stringify(record));
  } catch {
    // Private mode or full storage: the popups show again next time, which is the safe side.
  }
}

export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
