import type { Banner } from '@portico/contract/banners';
import type { InstallPlace } from '../../../lib/install/environment';

/** doc E §9: the popups wait this long when the operator sets no timer. */
export const DEFAULT_POPUP_SECONDS = 20;

/** The image's file name, what "not shown again" remembers (a new upload is a new name). */
export function imageFileName(imageUrl: string): string {
  const path = imageUrl.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

export interface PopupGate {
  place: InstallPlace;
  /** Opened from the home screen (the homescreen query of the manifest's start URL). */
  homescreenLaunch: boolean;
  /** The session flag; '0' once the popups were closed or saved this visit. */
  sessionFlag: string | null;
  onHomePath: boolean;
}

/** doc E §4: only in a browser (not the app, the home screen or an installed web app), on home, until closed this visit. */
export function popupsAllowed(gate: PopupGate): boolean {
  const { place } = gate;
  return !place.nativeApp && !place.standalone && !gate.homescreenLaunch && gate.sessionFlag !== '0' && gate.onHomePath;
}

/** The timer: the operator's seconds × 1000, the default when unset or not a whole number of seconds. */
export function popupWaitMs(seconds: number | undefined): number {
  return (Number.isInteger(seconds) && (seconds ?? -1) >= 0 ? (seconds as number) : DEFAULT_POPUP_SECONDS) * 1000;
}

/**
 * What to show, in order: m_popup1's first banner, then m_popup2's first if it is a different image;
 * an image this browser already closed or saved is left out.
 */
export function popupQueue(first: readonly Banner[], second: readonly Banner[], seen: ReadonlySet<string>): Banner[] {
  const one = first[0];
  const two = second[0];
  const queue = [one, two && (!one || imageFileName(two.imageUrl) !== imageFileName(one.imageUrl)) ? two : undefined];
  return queue.filter((b): b is Banner => b !== undefined && !seen.has(imageFileName(b.imageUrl)));
}

export function readSeen(raw: string | null): Set<string> {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The remembered names, newest last, at most 50: an operator rotating images daily never fills storage. */
export function addSeen(raw: string | null, name: string): string {
  const list = [...readSeen(raw)].filter((n) => n !== name);
  return JSON.stringify([...list, name].slice(-50));
}
