/**
 * Whether the site-status gate has the site closed (maintenance or restriction, doc A §4): the
 * install prompt (a later feature) stays hidden while it is. In lib so a feature can read it
 * without importing the gate; outside lib/site so vite.config.ts does not pull it into the first load.
 */
let blocked = false;
const listeners = new Set<(blocked: boolean) => void>();

export const isSiteBlocked = (): boolean => blocked;

export function setSiteBlocked(value: boolean): void {
  if (value === blocked) return;
  blocked = value;
  for (const listener of listeners) listener(value);
}

export function onSiteBlockedChange(listener: (blocked: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
