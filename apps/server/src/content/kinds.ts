import type { ContentKind } from './kind.ts';
import { downloadResourcesKind } from './kinds/download-resources.ts';
import { gameLanesKind, gamesKind, gameVendorsKind } from './kinds/games.ts';

/**
 * Every kind of operator content, by name (decision 027). A new kind is one module that calls
 * defineContentKind and one line here; the admin endpoints and `npm run content` pick it up.
 */
export const CONTENT_KINDS: readonly ContentKind[] = [
  downloadResourcesKind,
  gameLanesKind, gameVendorsKind, gamesKind,
];

export function contentKind(name: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.name === name);
}
