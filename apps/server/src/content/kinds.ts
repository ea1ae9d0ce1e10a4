import type { ContentKind } from './kind.ts';
import { downloadResourcesKind } from './kinds/download-resources.ts';
import { activitiesKind } from './kinds/activities.ts';
import { missionsKind } from './kinds/missions.ts';
import { pointItemsKind } from './kinds/point-items.ts';
import { promotionCategoriesKind } from './kinds/promotion-categories.ts';
import { promotionsKind } from './kinds/promotions.ts';
import { vipBenefitsKind, vipLabelsKind } from './kinds/vip-labels.ts';
import { gameLanesKind, gamesKind, gameVendorsKind } from './kinds/games.ts';
import { bannersKind } from './kinds/banners.ts';
import { announcementsKind } from './kinds/announcements.ts';
import { popupAnnouncementsKind } from './kinds/popup-announcements.ts';
import { customerServiceEntriesKind } from './kinds/customer-service-entries.ts';
import { depositChannelsKind } from './kinds/deposit-channels.ts';
import { installPromptKind } from './kinds/install-prompt.ts';
import { affiliatesKind } from './kinds/affiliates.ts';

/**
 * Every kind of operator content, by name (decision 027). A new kind is one module that calls
 * defineContentKind and one line here; the admin endpoints and `npm run content` pick it up.
 */
export const CONTENT_KINDS: readonly ContentKind[] = [
  downloadResourcesKind,
  // member area (decision 029)
  promotionCategoriesKind, promotionsKind, activitiesKind, vipLabelsKind, vipBenefitsKind, pointItemsKind, missionsKind,
  gameLanesKind, gameVendorsKind, gamesKind,
  bannersKind, announcementsKind, popupAnnouncementsKind, customerServiceEntriesKind, // home (decision 028)
  depositChannelsKind,
  installPromptKind, // install prompt (decision 036)
  affiliatesKind, // tracking and attribution (decision 040)
];

export function contentKind(name: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.name === name);
}
