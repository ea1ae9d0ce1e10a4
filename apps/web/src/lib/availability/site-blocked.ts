import { events } from '../events/app-events.ts';

/**
 * Whether the site-status gate has the site closed (maintenance or restriction, doc A §4): the
 * install prompt (a later feature) stays hidden while it is. In lib so a feature can read it
 * without importing the gate; outside lib/site so vite.config.ts does not pull it into the first load.
 * The state is read here; a change is announced on the bus as 'site-blocked-changed'.
 */
let blocked = false;

export const isSiteBlocked = (): boolean => blocked;

export function setSiteBlocked(value: boolean): void {
  if (value === blocked) return;
  blocked = value;
  events.emit('site-blocked-changed', { blocked: value });
}
