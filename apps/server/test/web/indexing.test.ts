import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDir } from '../helpers/app.ts';
import { mayIndex } from '../../src/web/indexing.ts';

const INDEX = '<!doctype html><html lang="en" dir="ltr"><head><meta name="portico-merchant" content="" /><!--portico-settings--></head><body><div id="root"></div></body></html>';
const ROBOTS_META = '<meta name="robots" content="noindex, nofollow" />';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = tempDir('web');
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  // No prerender bundle: the rules must hold for the plain page too.
  app = await buildTestApp({ WEB_DIST: dist, WEB_SSR: path.join(dist, 'missing-ssr.js') });
});
afterAll(() => app.close());

const page = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

describe('search-engine indexing (doc A §2)', () => {
  it('lets the main pages of the www host be indexed', async () => {
    for (const url of ['/m/', '/m/login', '/m/home', '/m/index.html', '/m/register', '/m/login?r=abc']) {
      const res = await page(url, 'www.portico.example');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
      expect(res.body, url).not.toContain('name="robots"');
    }
  });

  it('blocks deeper paths (more than two slashes) on the www host', async () => {
    const res = await page('/m/member/home', 'www.portico.example');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toContain(ROBOTS_META);
  });

  it('blocks every page of a host that is not the www host', async () => {
    for (const host of ['portico.example', 'm.portico.example', '127.0.0.1:4000']) {
      const res = await page('/m/login', host);
      expect(res.headers['x-robots-tag'], host).toBe('noindex, nofollow');
      expect(res.body, host).toContain(ROBOTS_META);
    }
  });

  it('blocks pages off the main pages, including the not-found page', async () => {
    for (const url of ['/m/changePsw', '/m/no-such-page', '/m/help']) {
      const res = await page(url, 'www.portico.example');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.body, url).toContain(ROBOTS_META);
    }
  });

  it('serves robots.txt: the www host closes the API, any other host closes everything', async () => {
    const www = await page('/robots.txt', 'www.portico.example');
    expect(www.statusCode).toBe(200);
    expect(www.headers['content-type']).toContain('text/plain');
    expect(www.body).toContain('Disallow: /wps/');
    expect(www.body).not.toMatch(/^Disallow: \/$/m);
    const other = await page('/robots.txt', 'mirror.example');
    expect(other.body).toMatch(/^Disallow: \/$/m);
  });

  it('counts slashes, hosts and main pages as the rule says', () => {
    expect(mayIndex('WWW.Portico.example', '/m/login')).toBe(true);
    expect(mayIndex('www.portico.example', '/m/login/')).toBe(false);
    expect(mayIndex('www.portico.example', '/m/game')).toBe(false);
    expect(mayIndex('wwwportico.example', '/m/login')).toBe(false);
  });
});
