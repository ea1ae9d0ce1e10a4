import type { ContentKind } from './kind.ts';
import { downloadResourcesKind } from './kinds/download-resources.ts';
import { bannersKind } from './kinds/banners.ts';
import { announcementsKind } from './kinds/announcements.ts';
import { popupAnnouncementsKind } from './kinds/popup-announcements.ts';
import { customerServiceEntriesKind } from './kinds/customer-service-entries.ts';

/**
 * Every kind of operator content, by name (decision 027). A new kind is one module that calls
 * defineContentKind and one line here; the admin endpoints and `npm run content` pick it up.
 */
export const CONTENT_KINDS: readonly ContentKind[] = [
  downloadResourcesKind,
  bannersKind, announcementsKind, popupAnnouncementsKind, customerServiceEntriesKind, // home (decision 028)
];

export function contentKind(name: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.name === name);
}
