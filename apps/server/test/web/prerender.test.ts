import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, demoMerchant, tempDir, tempMerchantsDir } from '../helpers/app.ts';
import { regMerchant } from '../helpers/registration.ts';
import { announcements, banners } from '../../src/db/schema-home.ts';

// A stand-in for the web app's prerender bundle with the same two exports; it counts renders so
// the cache can be observed.
const BUNDLE = `
let renders = 0;
export function screenFor(p) { return p === '/m/login' ? 'login' : p === '/m/home' ? 'home' : 'notFound'; }
export async function renderScreen({ path, language, settings, firstPaint }) {
  renders += 1;
  if (path === '/m/home' && language === 'JA') throw new Error('boom');
  return '<main><h1>' + screenFor(path) + ' ' + language + ' ' + settings.name + ' #' + renders + '</h1>' + (firstPaint?.poster ? '<img src="' + (firstPaint.poster.inline ?? firstPaint.poster.src) + '">' : '') + (firstPaint?.news ? '<p>news</p>' : '') + '</main>';
}`;
const POSTER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>';
const POSTER_DATA = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%222%22 height=%221%22/%3E';
const INDEX = '<!doctype html><html lang="en" dir="ltr"><head><meta name="portico-merchant" content="" /><!--portico-settings--></head><body><div id="root"></div></body></html>';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = tempDir('web');
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'banners'));
  writeFileSync(path.join(dist, 'banners', 'first-of-all.svg'), POSTER_SVG);
  const ssr = path.join(tempDir('ssr'), 'ssr.js');
  writeFileSync(ssr, BUNDLE);
  // A merchant of its own for the poster test: on PostgreSQL every test file shares the database, and
  // the demo merchant's banners are counted by the seed tests.
  const merchants = tempMerchantsDir({ 'demo.json': demoMerchant(), 'poster.json': regMerchant('POSTER', { domains: ['poster.localhost'] }),
    'news.json': regMerchant('NEWS', { domains: ['news.localhost'] }),
    'news2.json': regMerchant('NEWS2', { domains: ['news2.localhost'] }),
  });
  app = await buildTestApp({ WEB_DIST: dist, WEB_SSR: ssr, MERCHANTS_DIR: merchants });
});
afterAll(() => app.close());

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('prerendered pages', () => {
  it("puts the screen inside #root, in the browser's language, marked for hydration", async () => {
    const res = await page('/m/login', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl" data-theme="light">');
    expect(res.body).toMatch(/<div id="root" data-prerendered="AR"><main><h1>login AR Portico Demo #\d+<\/h1><\/main><\/div>/);
    // The page also depends on the merchant, chosen by the Merchant header or the host (issue 29 finding 7).
    expect(res.headers.vary).toBe('Merchant, Host, Cookie, Accept-Language, Accept-Encoding');
  });

  it("prefers the visitor's stored choice (cookie) over the browser's languages", async () => {
    const res = await page('/m/login', { 'accept-language': 'en-US', cookie: 'a=1; portico_lang=TW' });
    expect(res.body).toContain('<html lang="zh-TW" dir="ltr" data-theme="light">');
    expect(res.body).toContain('data-prerendered="TW"');
  });

  it('renders each screen once per language and merchant, whatever the path', async () => {
    const first = (await page('/m/nothing-1', { cookie: 'portico_lang=VI' })).body;
    const second = (await page('/m/nothing-2', { cookie: 'portico_lang=VI' })).body;
    expect(/#(\d+)/.exec(first)?.[1]).toBe(/#(\d+)/.exec(second)?.[1]);
  });

  it('sends the page compressed when the browser accepts it, the same page every time', async () => {
    const plain = await page('/m/login', { cookie: 'portico_lang=KO' });
    const br = await page('/m/login', { cookie: 'portico_lang=KO', 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page('/m/login', { cookie: 'portico_lang=KO', 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('answers 404 for the not-found screen', async () => {
    expect((await page('/m/no-such-page')).statusCode).toBe(404);
  });

  it('serves the page unrendered when the prerender fails, and tries again next time', async () => {
    const res = await page('/m/home', { cookie: 'portico_lang=JA' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="portico-merchant" content="DEMO" />');
  });

  it("draws home's first scheduled banner into the page (a small one inline), and carries it for hydration; other screens get none", async () => {
    await app.db.insert(banners).values({
      merchantCode: 'POSTER',
      linkageType: 'URL',
      linkage: 'https://example.com/',
      imageUrl: '/m/banners/first-of-all.svg',
      imageAlt: { EN: 'First of all', TH: 'อันดับแรก' },
      sortOrder: -1000,
    });
    const home = await page('/m/home', { cookie: 'portico_lang=TH', host: 'poster.localhost' });
    expect(home.body).toContain(`<img src="${POSTER_DATA}">`);
    expect(home.body).toContain(
      `<script id="portico-home-first-paint" type="application/json">{"poster":{"src":"/m/banners/first-of-all.svg","alt":"อันดับแรก","inline":"${POSTER_DATA}"},"news":false}</script>`,
    );
    expect(home.body).not.toContain('<p>news</p>');
    const login = await page('/m/login', { cookie: 'portico_lang=TH', host: 'poster.localhost' });
    expect(login.body).not.toContain('portico-home-first-paint');
  });

  it("tells home whether its news line has lines (the marquee's promotions on the mobile web), so its slot keeps a height only then", async () => {
    const home = (host: string) => page('/m/home', { cookie: 'portico_lang=VI', host }).then((r) => r.body);
    const row = { text: { EN: 'Weekend cashback' }, sortOrder: 1 };
    // Lines the marquee does not show: another type, the desktop site, a download notice.
    await app.db.insert(announcements).values([
      { ...row, merchantCode: 'NEWS', type: 'SYS', platform: 'ALL' },
      { ...row, merchantCode: 'NEWS', type: 'PR', platform: 'W' },
      { ...row, merchantCode: 'NEWS', type: 'PR', platform: 'M', category: 'app_download' },
      { ...row, merchantCode: 'NEWS2', type: 'PR', platform: 'ALL' },
    ]);
    const without = await home('news.localhost');
    expect(without).toContain('"news":false');
    expect(without).not.toContain('<p>news</p>');
    const withNews = await home('news2.localhost');
    expect(withNews).toContain('<script id="portico-home-first-paint" type="application/json">{"poster":null,"news":true}</script>');
    expect(withNews).toContain('<p>news</p>');
  });
});
