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
  /** Draws the overlay; `close` removes it from the host (and calls onClose). */
  render: (close: () => void) => ReactNode;
  onClose?: (reason: CloseReason) => void;
}

export interface OverlayEntry extends OverlayRequest {
  /** Arrival order, so equal priorities show first come, first served. */
  seq: number;
  /** It has been on screen: when pre-empted it stays mounted (hidden) so what was typed survives. */
  started: boolean;
}

/** The merchant's default when its settings say nothing (decision 025). */
export const DEFAULT_ENGAGEMENT_CAP = 3;

type Listener = () => void;

let entries: readonly OverlayEntry[] = [];
let shownId: string | null = null;
let seq = 0;
let cap = DEFAULT_ENGAGEMENT_CAP;
const listeners = new Set<Listener>();

const rank = (e: OverlayEntry) => OVERLAY_KINDS.indexOf(e.kind) * 1e9 + e.seq;

/** The highest priority, the earliest of equals. */
function pick(list: readonly OverlayEntry[]): OverlayEntry | undefined {
  return list.reduce<OverlayEntry | undefined>((best, e) => (!best || rank(e) < rank(best) ? e : best), undefined);
}

/**
 * Whether `next` takes the screen from `shown` at once instead of waiting for it to close
 * (decision 025): a system or user-opened overlay displaces a marketing one; otherwise only the
 * domain modal (nothing works any more) and an error notice (it reports what the dialog under it
 * just did) interrupt. The update notice and user-opened dialogs wait their turn.
 */
function preempts(next: OverlayEntry, shown: OverlayEntry): boolean {
  if (rank(next) >= rank(shown) || isEngagement(next.kind)) return false;
  return isEngagement(shown.kind) || next.kind === 'domain' || next.kind === 'notice';
}

/** A pre-empted overlay comes back before anything new: the person returns to what they were doing. */
function choose(): OverlayEntry | undefined {
  const shown = entries.find((e) => e.id === shownId);
  if (shown) return pick(entries.filter((e) => preempts(e, shown))) ?? shown;
  return pick(entries.filter((e) => e.started)) ?? pick(entries);
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
    if (!next || next.started) break;
    if (isEngagement(next.kind)) {
      const count = readShownCount();
      if (count >= cap) {
        entries = entries.filter((e) => e !== next);
        next.onClose?.('capped');
        continue;
      }
      writeShownCount(count + 1);
    }
    entries = entries.map((e) => (e === next ? { ...e, started: true } : e));
  }
  for (const listener of [...listeners]) listener();
}

export const overlays = {
  /** Asks the host to show something; returns the function that takes it away again. */
  request(request: OverlayRequest): () => void {
    const present = entries.find((e) => e.id === request.id);
    if (present) entries = entries.map((e) => (e === present ? { ...e, render: request.render, onClose: request.onClose } : e));
    else entries = [...entries, { ...request, seq: ++seq, started: false }];
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
};

/** Tests only: an empty host and the default cap. */
export function resetOverlays(): void {
  entries = [];
  shownId = null;
  cap = DEFAULT_ENGAGEMENT_CAP;
  settle();
}
