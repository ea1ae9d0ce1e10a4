import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageDir, languageTag } from '@portico/contract/language-tags';
import { preloadsScript, readScreenPreloads, SCREEN_PRELOADS_FILE, type ScreenPreloads } from '../../web/screen-preloads.ts';
import { sharedPlugin } from '../plugin.ts';
import type { SiteSettings } from '@portico/contract/system';
import { publicSettings } from '../../merchants/public-settings.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { createPrerenderer, guessLanguage, type Prerendered } from '../../web/prerender.ts';
import { escapeHtml, jsonForScript } from '../../http/html.ts';
import { mayIndex, NOINDEX, robotsTxt } from '../../web/indexing.ts';
import { appPolicy, inlineHashes } from '../../web/content-security-policy.ts';
import { lookStyle } from '../../web/merchant-look.ts';
import { THEME_SURFACES } from '@portico/contract/look';
import { HOME_FIRST_PAINT_ELEMENT_ID } from '@portico/contract/home-poster';
import { createHomeFirstPaints } from '../../web/home-poster.ts';
import { createInlineImages } from '../../web/inline-image.ts';
import { installAssets } from '../../install/assets.ts';
import { installHeadLinks } from '../../install/head-links.ts';
import { chooseEncoding, createCompressedPages } from '../../web/compressed-pages.ts';
import { varyOn } from '../../http/vary.ts';
import type { LanguageCode } from '@portico/contract/languages';

export interface WebApp {
  /**
   * index.html with the request's merchant, its public settings and the prerendered screen filled
   * in, or 503 when the web app is not built.
   */
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webApp: WebApp;
  }
}

const MERCHANT_META = /<meta\s+name="portico-merchant"\s+content="[^"]*"\s*\/?>/;
const SETTINGS_SLOT = '<!--portico-settings-->';
const HTML_TAG = /<html[^>]*>/;
const ROOT = '<div id="root"></div>';
const THEME_COLOR = /<meta\s+name="theme-color"\s+content="[^"]*"\s*\/?>/;

/** What the prerendered home drew, for the page to hydrate with (decision 043); JSON, so it never runs. */
function firstPaintScript(firstPaint: NonNullable<Prerendered['firstPaint']>): string {
  return `<script id="${HOME_FIRST_PAINT_ELEMENT_ID}" type="application/json">${jsonForScript(firstPaint)}</script>`;
}

interface PageParts {
  preloads: ScreenPreloads;
  merchant: Merchant;
  settings: SiteSettings;
  inline: string;
  language: LanguageCode;
  indexable: boolean;
  screen: Prerendered | null;
}

/** index.html with the merchant, its settings, the language and the prerendered screen filled in. */
function fillIndex(template: string, { preloads, merchant, settings, inline, language, indexable, screen }: PageParts): string {
  const robotsMeta = indexable ? '' : `\n    <meta name="robots" content="${NOINDEX}" />`;
  const theme = `data-theme="${merchant.look.theme}"`;
  const screenParts = screen ? `${screen.firstPaint ? firstPaintScript(screen.firstPaint) : ''}${preloadsScript(preloads, screen.screen, language)}` : '';
  const html = template
    .replace(MERCHANT_META, `<meta name="portico-merchant" content="${escapeHtml(settings.merchantCode)}" />${robotsMeta}`)
    .replace(SETTINGS_SLOT, `${inline}${screenParts}`)
    .replace(THEME_COLOR, `<meta name="theme-color" content="${THEME_SURFACES[merchant.look.theme].surface}" />`);
  if (!screen) return html.replace(HTML_TAG, (tag) => `${tag.slice(0, -1)} ${theme}>`);
  return html
    .replace(HTML_TAG, `<html lang="${languageTag(language)}" dir="${languageDir(language)}" ${theme}>`)
    .replace(ROOT, `<div id="root" data-prerendered="${escapeHtml(language)}">${screen.html}</div>`);
}

export default sharedPlugin('web-app', async (app) => {
  const pages = createCompressedPages();
  const indexPath = path.join(app.config.WEB_DIST, 'index.html');
  const prerender = createPrerenderer(app.config.WEB_SSR, app.log);
  const homeFirstPaintOf = createHomeFirstPaints(app.db, createInlineImages(app.config.WEB_DIST));
  // Merchant files are immutable while the process runs: their page settings are built once.
  const settingsOf = new WeakMap<Merchant, { settings: SiteSettings; inline: string }>();
  function pageSettings(merchant: Merchant) {
    let hit = settingsOf.get(merchant);
    if (!hit) {
      const settings = publicSettings(merchant, app.push.settingsOf(merchant));
      const json = `<script id="portico-settings" type="application/json">${jsonForScript(settings)}</script>`;
      const install = installHeadLinks(merchant, installAssets(app).iconArt(merchant).version);
      hit = { settings, inline: `${json}${lookStyle(merchant)}${install}` };
      settingsOf.set(merchant, hit);
    }
    return hit;
  }

  // The built file, re-read when a rebuild under a running server changes its mtime; its inline
  // script and styles are fixed at build time, so their hashes and each merchant's policy go with it.
  let index: { mtimeMs: number; html: string; preloads: ScreenPreloads; policyOf: (merchant: Merchant) => string } | null = null;
  const production = app.config.NODE_ENV === 'production';

  async function readIndex() {
    const info = await stat(indexPath).catch(() => null);
    if (!info?.isFile()) return null;
    if (index?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(indexPath, 'utf8');
      const preloads = await readScreenPreloads(path.join(app.config.WEB_DIST, SCREEN_PRELOADS_FILE));
      const hashes = inlineHashes(html);
      const policies = new WeakMap<Merchant, string>();
      const policyOf = (merchant: Merchant) => {
        let policy = policies.get(merchant);
        if (policy === undefined) {
          const look = inlineHashes(lookStyle(merchant)).styles;
          policy = appPolicy(merchant, { scripts: hashes.scripts, styles: [...hashes.styles, ...look] }, production);
          policies.set(merchant, policy);
        }
        return policy;
      };
      index = { mtimeMs: info.mtimeMs, html, preloads, policyOf };
    }
    return index;
  }

  app.decorate('webApp', {
    async sendIndex(request, reply) {
      const built = await readIndex();
      if (built === null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('Portico web app is not built: run npm run build');
      }
      const merchant = app.merchants.forPage(request);
      const { settings, inline } = pageSettings(merchant);
      const language = guessLanguage(settings, request.headers.cookie, request.headers['accept-language']);
      varyOn(request, 'Cookie', 'Accept-Language', 'Accept-Encoding');
      const pagePath = request.url.split('?')[0] ?? '/m/';
      const screen = await prerender({
        path: pagePath,
        language,
        settings,
        homeFirstPaint: () => homeFirstPaintOf(merchant, language),
      });
      // doc A §2 indexing rules: the header for crawlers that read headers, the meta for the rest.
      const indexable = mayIndex(request.hostname, pagePath);
      const screenKey = screen ? `${screen.screen}|${screen.firstPaint ? JSON.stringify(screen.firstPaint) : ''}` : '-';
      const key = `${built.mtimeMs}|${settings.merchantCode}|${language}|${indexable ? 'index' : 'noindex'}|${screenKey}`;
      const page = pages.get(key, () => fillIndex(built.html, { preloads: built.preloads, merchant, settings, inline, language, indexable, screen }));
      if (!indexable) reply.header('x-robots-tag', NOINDEX);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .code(screen?.screen === 'notFound' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', built.policyOf(merchant))
        .send(page.body(encoding));
    },
  } satisfies WebApp);

  app.get('/robots.txt', (request, reply) => {
    varyOn(request, 'Host');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(request.hostname));
  });
  app.get('/', (_request, reply) => reply.redirect('/m/'));
  app.get('/m', (_request, reply) => reply.redirect('/m/'));
  app.get('/m/', (request, reply) => app.webApp.sendIndex(request, reply));
}, ['merchants', 'db', 'push']);
