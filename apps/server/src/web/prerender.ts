import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { chooseLanguage } from '@portico/contract/choose-language';
import type { LanguageCode } from '@portico/contract/languages';
import type { SiteSettings } from '@portico/contract/system';
import type { HomeFirstPaint } from '@portico/contract/home-poster';

/** What the web app's prerender bundle (apps/web/src/ssr.tsx) exports. */
interface PrerenderBundle {
  renderScreen(args: { path: string; language: LanguageCode; settings: SiteSettings; firstPaint: HomeFirstPaint | null }): Promise<string>;
  screenFor(pathname: string): string;
  /** The frame the path's render draws (decision 061); absent in bundles built before it. */
  frameFor?(pathname: string): string;
}

export interface Prerendered {
  html: string;
  screen: string;
  /** What home drew of its sections, which the page must carry too (hydration draws the same). */
  firstPaint: HomeFirstPaint | null;
}

export const LANGUAGE_COOKIE = 'portico_lang';

/**
 * The language the browser will pick (doc A §5), as far as the platform can tell: the visitor's
 * stored choice arrives as a cookie, the browser's languages as Accept-Language (already in
 * preference order as browsers send them).
 */
export function guessLanguage(settings: SiteSettings, cookieHeader: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const stored = /(?:^|;\s*)portico_lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  const browser = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return chooseLanguage({
    supported: settings.languages,
    defaultLanguage: settings.defaultLanguage,
    stored: stored ? decodeURIComponent(stored) : null,
    browser,
  });
}

/**
 * Renders the signed-out screen of a page with the web app's own components, cached per
 * merchant, language and screen (never per path: any unknown path is the same not-found screen).
 * A missing or failing bundle means the page is served unrendered — slower, never broken.
 */
export interface PrerenderArgs {
  path: string;
  language: LanguageCode;
  settings: SiteSettings;
  /** Asked only when the path is home's. */
  homeFirstPaint: () => Promise<HomeFirstPaint | null>;
}

export function createPrerenderer(bundlePath: string, log: FastifyBaseLogger) {
  let bundle: Promise<PrerenderBundle | null> | null = null;
  const cache = new Map<string, Promise<Prerendered | null>>();

  // Loaded once per process: the bundle's lazy chunks import it by its plain URL, so a second
  // copy (cache-busted after a rebuild) would split React contexts in two. Rebuild → restart.
  function load(): Promise<PrerenderBundle | null> {
    bundle ??= stat(bundlePath)
      .then((info) => (info.isFile() ? (import(pathToFileURL(bundlePath).href) as Promise<PrerenderBundle>) : null))
      .catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ err: error }, 'prerender bundle failed to load');
        return null;
      });
    return bundle;
  }

  return async function prerender(args: PrerenderArgs): Promise<Prerendered | null> {
    const module = await load();
    if (!module) return null;
    const screen = module.screenFor(args.path);
    // Only home draws the carousel's first image (decision 043); it is part of what is cached.
    const firstPaint = screen === 'home' ? await args.homeFirstPaint() : null;
    const key = `${args.settings.merchantCode}|${args.language}|${screen}|${module.frameFor?.(args.path) ?? ''}|${firstPaint ? JSON.stringify(firstPaint) : ''}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = module
        .renderScreen({ path: args.path, language: args.language, settings: args.settings, firstPaint })
        .then((html) => ({ html, screen, firstPaint }))
        .catch((error: unknown) => {
          log.warn({ err: error, screen, language: args.language }, 'prerender failed');
          cache.delete(key);
          return null;
        });
      cache.set(key, hit);
    }
    return hit;
  };
}
