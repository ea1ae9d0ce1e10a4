// The edge build, not the Node one: Node's keeps its requests in an AsyncLocalStorage, and running
// one turns on Node's promise hooks for the rest of the process, so every promise of every later
// request paid for them (the status call: 23 µs an answer before a page was rendered, 27–31 µs
// after; decision 049). The edge build uses one only where the runtime offers it as a global.
import { prerender } from 'react-dom/static.edge';
import type { LanguageCode } from '@portico/contract/languages';
import type { SiteSettings } from '@portico/contract/system';
import type { HomeFirstPaint } from '@portico/contract/home-poster';
import { createFixedI18n } from './lib/i18n/i18n';
import { I18nProvider } from './lib/i18n/react';
import { App } from './app/App';
import { frameKey, prerenderKey } from './app/route-table';

/**
 * The platform's prerender entry (built by `vite build --ssr`): the signed-out screen for a path,
 * in one language, for one merchant, as the HTML that goes inside #root. The browser hydrates it,
 * so the first paint needs no script.
 */
export async function renderScreen(args: { path: string; language: LanguageCode; settings: SiteSettings; firstPaint?: HomeFirstPaint | null }): Promise<string> {
  const i18n = await createFixedI18n(args.language);
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <App settings={args.settings} ssrPath={args.path} homeFirstPaint={args.firstPaint ?? null} />
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

/** Which render a path gets: the platform caches one per key, not per path ('notFound' is answered 404). */
export const screenFor = prerenderKey;

/** The frame a path's render draws (its tab, its Back): part of the platform's cache key too. */
export const frameFor = frameKey;
