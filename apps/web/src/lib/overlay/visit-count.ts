/**
 * How many marketing overlays this visit has shown. A visit is the browser tab's session
 * (sessionStorage): a reload keeps the count, a new tab starts at zero (decision 025).
 */
const KEY = 'portico.overlays.shown';

// Without storage (blocked, quota) the count still holds for this page, so the cap still applies.
let memory = 0;

export function readShownCount(): number {
  try {
    const n = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return memory;
  }
}

export function writeShownCount(n: number): void {
  memory = n;
  try {
    sessionStorage.setItem(KEY, String(n));
  } catch {
    // storage unavailable: `memory` keeps the count for this page
  }
}
