import { HOME_PATH, routeFor } from './route-table';

/** Member pages where the button would sit on the page's one task: a forced password change, a game launch. */
const WITHOUT_CHAT = new Set(['changePassword', 'launchGame']);

/** Decision 039: the chat button floats on the home pages and the member pages. */
export function chatShownOn(path: string): boolean {
  const entry = routeFor(path);
  if (entry.paths.includes(HOME_PATH)) return true;
  return entry.access === 'member' && !WITHOUT_CHAT.has(entry.screen);
}
