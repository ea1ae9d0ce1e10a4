import type { LanguageCode } from '@portico/contract/languages';
import type { HomePoster } from '@portico/contract/home-poster';
import type { Db } from '../db/client.ts';
import { scheduledBanners } from '../content/carousel.ts';
import { localise } from '../content/serve.ts';

/** How long a merchant's poster is reused: an operator's new first banner shows within a minute. */
const FRESH_MS = 60_000;

/**
 * The home carousel's first image per merchant and language, for the prerendered home (decision
 * 043): the first paint then holds the page's largest element instead of an empty slot that the
 * carousel fills after hydration. One query a minute per merchant and language at most.
 */
export function createHomePosters(db: Db, inlineImage: (src: string) => Promise<string | null>, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; poster: Promise<HomePoster | null> }>();
  return function posterOf(merchantCode: string, language: LanguageCode): Promise<HomePoster | null> {
    const key = `${merchantCode}|${language}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < FRESH_MS) return hit.poster;
    const poster = scheduledBanners(db, merchantCode, null).then(
      async ([first]) => {
        if (!first) return null;
        const inline = await inlineImage(first.imageUrl);
        return { src: first.imageUrl, alt: localise(first.imageAlt, language), ...(inline ? { inline } : {}) };
      },
      () => null,
    );
    kept.set(key, { at: now(), poster });
    return poster;
  };
}
