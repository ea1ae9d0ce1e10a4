/**
 * The home carousel's first image, which the platform draws into the prerendered home so that the
 * first paint already holds the page's largest element (issue 18, decision 043).
 */
export interface HomePoster {
  /** The banner's image: an absolute http(s) address or a path on this site. */
  src: string;
  /** Its alt text in the page's language. */
  alt: string;
  /**
   * The same image as a data: URL, when it is small and served by the web app itself: the page
   * draws this, and the carousel's slide for `src` too, so the first paint needs no request.
   */
  inline?: string;
}

/**
 * What the platform knows of home's sections when it prerenders home (decision 043): their slots
 * keep a height only for a section that will show, so nothing moves when the sections arrive. The
 * page carries it in a JSON script element, so hydration draws exactly what the prerender drew.
 */
export interface HomeFirstPaint {
  /** The carousel's first banner, or null: no banner, no carousel. */
  poster: HomePoster | null;
  /** Whether the news line (the marquee) has lines to show. */
  news: boolean;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const HOME_FIRST_PAINT_ELEMENT_ID = 'portico-home-first-paint';

/** The marquee's lines on home: promotions (PR) on the mobile web (M), doc E §7. */
export const HOME_MARQUEE_QUERY = { types: 'PR', platform: 'M' } as const;

/** The banner images are drawn 860 × 430 (2:1). */
export const BANNER_WIDTH = 860;
export const BANNER_HEIGHT = 430;

/** What the page draws for the poster. */
export const posterImage = (poster: HomePoster): string => poster.inline ?? poster.src;

function isHomePoster(value: unknown): value is HomePoster {
  if (typeof value !== 'object' || value === null) return false;
  const { src, alt, inline } = value as Record<string, unknown>;
  const inlineOk = inline === undefined || (typeof inline === 'string' && inline.startsWith('data:image/'));
  return typeof src === 'string' && src.length > 0 && typeof alt === 'string' && inlineOk;
}

export function isHomeFirstPaint(value: unknown): value is HomeFirstPaint {
  if (typeof value !== 'object' || value === null) return false;
  const { poster, news } = value as Record<string, unknown>;
  return (poster === null || isHomePoster(poster)) && typeof news === 'boolean';
}
