import type { PopupAnnouncement } from '@portico/contract/popup-announcements';

/**
 * doc E §4: execution A applies when logged in, B when logged out, F on first-time login (the
 * session's firstTimeLogin). The older single popup is the visitors' one and waits 1000 ms; the
 * list for members waits 500 ms (doc E §9).
 */
export function popupsFor(popups: readonly PopupAnnouncement[], session: { firstTimeLogin: boolean } | null): PopupAnnouncement[] {
  return popups.filter((p) => {
    if (p.execution === 'B') return session === null;
    if (p.execution === 'A') return session !== null;
    return session?.firstTimeLogin === true;
  });
}

export const VISITOR_POPUP_DELAY_MS = 1000;
export const MEMBER_POPUP_DELAY_MS = 500;

export function popupDelay(session: unknown): number {
  return session ? MEMBER_POPUP_DELAY_MS : VISITOR_POPUP_DELAY_MS;
}
