import type { ReactNode } from 'react';
import { readShownCount, writeShownCount } from './visit-count';

/**
 * Every modal, popup and sheet of the app, highest priority first (decision 025). System overlays
 * come first; `user` is a dialog the person opened themselves (country picker, login choice); the
 * engagement (marketing) overlays follow and count against the per-visit cap.
 */
export const OVERLAY_KINDS = [
  'domain',
  'update',
  'notice',
  'two-factor',
  'user',
  // Decision 045: an upgrade the operator requires is not marketing. The old app must go, so it
  // comes before every marketing overlay (and the consent question about the ads) and is never capped.
  'mandatory-upgrade',
  // Decision 040: the ad-pixel consent question, before any marketing overlay.
  'consent',
  'app-upgrade',
  'install',
  'push',
  'announcement',
  'download-image',
] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

const FIRST_ENGAGEMENT = OVERLAY_KINDS.indexOf('app-upgrade');

export function isEngagement(kind: OverlayKind): boolean {
  return OVERLAY_KINDS.indexOf(kind) >= FIRST_ENGAGEMENT;
}

/** How a request left the host: closed by its owner or the person, or never shown (cap reached). */
export type CloseReason = 'closed' | 'capped';

export interface OverlayRequest {
  /** One entry per id: a second request with an id already present only refreshes its render. */
  id: string;
  kind: OverlayKind;
  /**
   * Draws the overlay; `close` removes it from the host (and calls onClose). Absent: the owner
   * draws it into the host's container for this id (use-overlay.ts), staying in its own tree.
   */
  render?: (close: () => void) => ReactNode;
  onClose?: (reason: CloseReason) => void;
}

export interface OverlayEntry extends OverlayRequest {
  /** Arrival order, so equal priorities show first come, first served. */
  seq: number;
  /**
   * When it was first put on screen (0: not yet). Once started it stays mounted, hidden while
   * another is shown, so what was typed survives.
   */
  startedAt: number;
}

/** The merchant's default when its settings say nothing (decision 025). */
export const DEFAULT_ENGAGEMENT_CAP = 3;

type Listener = () => void;

let entries: readonly OverlayEntry[] = [];
let shownId: string | null = null;
let seq = 0;
let starts = 0;
let cap = DEFAULT_ENGAGEMENT_CAP;
const listeners = new Set<Listener>();
const containers = new Map<string, HTMLElement>();
const containerListeners = new Set<Listener>();

const rank = (e: OverlayEntry) => OVERLAY_KINDS.indexOf(e.kind) * 1e9 + e.seq;

/** The highest priority, the earliest of equals. */
function pick(list: readonly OverlayEntry[]): OverlayEntry | undefined {
  return list.reduce<OverlayEntry | undefined>((best, e) => (!best || rank(e) < rank(best) ? e : best), undefined);
}

/**
 * Whether `next` takes the screen from `shown` at once instead of waiting for it to close
 * (decision 025). A marketing overlay never interrupts and is displaced by anything else. A dialog
 * the person opened was opened from what is on screen (the picker inside the two-factor dialog),
 * so it goes over it; only the domain modal is never covered. The domain modal (nothing works any
 * more) and an error notice (it reports what the dialog under it just did) interrupt what ranks
 * below them. The update notice and the two-factor dialog wait their turn.
 */
function preempts(next: OverlayEntry, shown: OverlayEntry): boolean {
  if (isEngagement(next.kind)) return false;
  if (isEngagement(shown.kind)) return true;
  if (next.kind === 'user') return shown.kind !== 'domain' && next.seq > shown.seq;
  return (next.kind === 'domain' || next.kind === 'notice') && rank(next) < rank(shown);
}

/**
 * An interrupted overlay comes back before anything new, the last interrupted first, unless one
 * waiting would have displaced it anyway: a marketing popup returning does not go ahead of the
 * required upgrade that waited behind the dialog over it (decision 045).
 */
function choose(): OverlayEntry | undefined {
  const interrupted = entries.filter((e) => e.startedAt > 0);
  const current =
    entries.find((e) => e.id === shownId) ??
    interrupted.reduce<OverlayEntry | undefined>((last, e) => (!last || e.startedAt > last.startedAt ? e : last), undefined);
  if (!current) return pick(entries);
  return pick(entries.filter((e) => e !== current && preempts(e, current))) ?? current;
}

function remove(id: string, reason: CloseReason | null): void {
  const gone = entries.find((e) => e.id === id);
  if (!gone) return;
  entries = entries.filter((e) => e !== gone);
  settle();
  if (reason) gone.onClose?.(reason);
}

/**
 * Puts the chosen overlay on screen; a marketing overlay about to be shown for the first time when
 * the visit's cap is spent is dropped instead (its owner hears 'capped'), and the next is chosen.
 */
function settle(): void {
  for (;;) {
    const next = choose();
    shownId = next?.id ?? null;
    if (!next || next.startedAt > 0) break;
    if (isEngagement(next.kind)) {
      const count = readShownCount();
      if (count >= cap) {
        entries = entries.filter((e) => e !== next);
        next.onClose?.('capped');
        continue;
      }
      writeShownCount(count + 1);
    }
    starts += 1;
    entries = entries.map((e) => (e === next ? { ...e, startedAt: starts } : e));
  }
  for (const listener of [...listeners]) listener();
}

export const overlays = {
  /** Asks the host to show something; returns the function that takes it away again. */
  request(request: OverlayRequest): () => void {
    const present = entries.find((e) => e.id === request.id);
    if (present) entries = entries.map((e) => (e === present ? { ...e, render: request.render, onClose: request.onClose } : e));
    else entries = [...entries, { ...request, seq: ++seq, startedAt: 0 }];
    settle();
    return () => remove(request.id, 'closed');
  },
  close(id: string): void {
    remove(id, 'closed');
  },
  /** Takes an overlay away without calling its onClose: its owner did it and already knows. */
  withdraw(id: string): void {
    remove(id, null);
  },
  /** The merchant's cap on marketing overlays per visit (site settings). */
  setEngagementCap(n: number): void {
    cap = n;
  },
  /** What the host draws: the visible one and the pre-empted ones kept mounted behind it. */
  snapshot(): readonly OverlayEntry[] {
    return entries;
  },
  visible(): OverlayEntry | undefined {
    return entries.find((e) => e.id === shownId);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The element the host gives an owner-drawn overlay, once it is on the page. */
  container(id: string): HTMLElement | undefined {
    return containers.get(id);
  },
  setContainer(id: string, element: HTMLElement | null): void {
    if (element) containers.set(id, element);
    else containers.delete(id);
    for (const listener of [...containerListeners]) listener();
  },
  subscribeContainers(listener: Listener): () => void {
    containerListeners.add(listener);
    return () => {
      containerListeners.delete(listener);
    };
  },
};

/** Tests only: an empty host and the default cap. */
export function resetOverlays(): void {
  entries = [];
  shownId = null;
  containers.clear();
  cap = DEFAULT_ENGAGEMENT_CAP;
  settle();
}
