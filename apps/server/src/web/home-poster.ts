import type { LanguageCode } from '@portico/contract/languages';
import { HOME_MARQUEE_QUERY, type HomeFirstPaint } from '@portico/contract/home-poster';
import type { Db } from '../db/client.ts';
import { scheduledBanners } from '../content/carousel.ts';
import { currentAnnouncements } from '../content/current-announcements.ts';
import { localise } from '../content/serve.ts';

/** How long a merchant's first paint is reused: an operator's new first banner or news shows within a minute. */
const FRESH_MS = 60_000;

/**
 * What the prerendered home draws before its sections load (decision 043), per merchant and
 * language: the carousel's first image, so the first paint holds the page's largest element, and
 * whether the news line has lines, so its slot keeps a height only then. Two queries a minute per
 * merchant and language at most.
 */
export function createHomeFirstPaints(db: Db, inlineImage: (src: string) => Promise<string | null>, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; firstPaint: Promise<HomeFirstPaint | null> }>();

  async function find(merchantCode: string, language: LanguageCode): Promise<HomeFirstPaint> {
    const [[first], news] = await Promise.all([
      scheduledBanners(db, merchantCode, null),
      currentAnnouncements(db, merchantCode, { types: [HOME_MARQUEE_QUERY.types], platform: HOME_MARQUEE_QUERY.platform }),
    ]);
    const inline = first ? await inlineImage(first.imageUrl) : null;
    const poster = first ? { src: first.imageUrl, alt: localise(first.imageAlt, language), ...(inline ? { inline } : {}) } : null;
    return { poster, news: news.length > 0 };
  }

  return function firstPaintOf(merchantCode: string, language: LanguageCode): Promise<HomeFirstPaint | null> {
    const key = `${merchantCode}|${language}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < FRESH_MS) return hit.firstPaint;
    const firstPaint = find(merchantCode, language).catch(() => null);
    kept.set(key, { at: now(), firstPaint });
    return firstPaint;
  };
}
