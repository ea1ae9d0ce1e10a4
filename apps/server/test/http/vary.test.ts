import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

/*
 * Issue 29 finding 7: an answer a shared cache may keep, which changes with a request header, names
 * that header in Vary. Swept over every GET route in Fastify's route table, with and without each
 * header that chooses something (the merchant, the language).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A value for each route parameter that reaches a real answer (the others get a plain word). */
const SAMPLE: Record<string, string> = { file: 'apple-touch-icon.png', '*': 'index.html' };

/** Every GET path of Fastify's route table: its printed tree, each line a suffix of the line it hangs under. */
function getRoutes(): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    if (m[3]?.split(', ').includes('GET')) paths.push(stack.join(''));
  }
  return paths;
}

const url = (route: string) => route.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? 'x').replace('*', SAMPLE['*']!);

/** What a shared cache may store: public, or a freshness lifetime, and not private or no-store. */
function sharedCacheable(res: LightMyRequestResponse): boolean {
  const cc = String(res.headers['cache-control'] ?? '');
  return res.statusCode === 200 && !/private|no-store/.test(cc) && /public|max-age=[1-9]/.test(cc);
}

const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase().split(/,\s*/);

describe('Vary on every cacheable answer that depends on a request header', () => {
  it('sweeps every GET route: an answer that changes with Merchant or Accept-Language names it', async () => {
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    let cacheable = 0;
    for (const route of routes) {
      const target = url(route);
      const plain = await app.inject({ method: 'GET', url: target });
      if (!sharedCacheable(plain)) continue;
      cacheable += 1;
      const night = await app.inject({ method: 'GET', url: target, headers: { merchant: 'NIGHT' } });
      const portuguese = await app.inject({ method: 'GET', url: target, headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
      if (night.body !== plain.body && !varies(plain).includes('merchant')) missing.push(`${route}: Merchant`);
      if (portuguese.body !== plain.body && !varies(plain).includes('accept-language')) missing.push(`${route}: Accept-Language`);
    }
    expect(missing).toEqual([]);
    console.info(`Vary sweep: ${routes.length} GET routes, ${cacheable} cacheable answers`);
    // The answers of the finding are among the swept ones.
    expect(cacheable).toBeGreaterThanOrEqual(3);
  });

  it('the manifest, an app image and the tracking config say Vary: Merchant, Host', async () => {
    for (const target of ['/wps/system/manifest.json', '/wps/system/app-images/apple-touch-icon.png', '/wps/tracking/config']) {
      const res = await app.inject({ method: 'GET', url: target, headers: { merchant: 'NIGHT' } });
      expect(res.statusCode, target).toBe(200);
      expect(varies(res), target).toEqual(expect.arrayContaining(['merchant', 'host']));
    }
  });

  it('keeps what a route named itself and adds to it once (ping: Origin)', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/test/ping' });
    expect(varies(res)).toEqual(['merchant', 'host', 'origin']);
  });
});
