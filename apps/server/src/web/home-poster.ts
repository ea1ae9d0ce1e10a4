import type { LanguageCode } from '@portico/contract/languages';
import { HOME_MARQUEE_QUERY, type HomeFirstPaint } from '@portico/contract/home-poster';
import type { Db } from '../db/client.ts';
import { scheduledBanners } from '../content/carousel.ts';
import { currentAnnouncements } from '../content/current-announcements.ts';
import { resolveImageAddress } from '../content/image-address.ts';
import { localise } from '../content/serve.ts';

interface PosterMerchant {
  merchantCode: string;
  imageCdn: string;
}

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

  async function find({ merchantCode, imageCdn }: PosterMerchant, language: LanguageCode): Promise<HomeFirstPaint> {
    const [[first], news] = await Promise.all([
      scheduledBanners(db, merchantCode, null),
      currentAnnouncements(db, merchantCode, { types: [HOME_MARQUEE_QUERY.types], platform: HOME_MARQUEE_QUERY.platform }),
    ]);
    // The same address as the banner relay's, so the carousel recognises its first slide.
    const src = first ? resolveImageAddress(first.imageUrl, imageCdn) : null;
    const inline = src ? await inlineImage(src) : null;
    const poster = first && src ? { src, alt: localise(first.imageAlt, language), ...(inline ? { inline } : {}) } : null;
    return { poster, news: news.length > 0 };
  }

  return function firstPaintOf(merchant: PosterMerchant, language: LanguageCode): Promise<HomeFirstPaint | null> {
    const key = `${merchant.merchantCode}|${language}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < FRESH_MS) return hit.firstPaint;
    const firstPaint = find(merchant, language).catch(() => null);
    kept.set(key, { at: now(), firstPaint });
    return firstPaint;
  };
}
