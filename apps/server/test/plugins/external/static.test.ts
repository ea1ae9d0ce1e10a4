import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDir } from '../../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('web app under /m/', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await get('/m/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('portico');
  });

  it('serves other files with revalidation', async () => {
    const res = await get('/m/manifest.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html, no-cache, with the merchant filled in, for every page path', async () => {
    for (const url of ['/m/', '/m/index.html', '/m/register.html', '/m/login', '/m/home', '/m/member/home?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="portico-merchant" content="DEMO" />');
    }
  });

  it("inlines the merchant's public settings, safe inside a script element and without secrets", async () => {
    const res = await get('/m/login');
    const match = /<script id="portico-settings" type="application\/json">(.*?)<\/script>/.exec(res.body);
    expect(match).not.toBeNull();
    const inline = match?.[1] ?? '';
    expect(inline).not.toMatch(/[<>]/);
    const api = await get('/wps/system/settings');
    expect(JSON.parse(inline)).toEqual(JSON.parse(api.body).value);
  });

  it('falls back to the default merchant for an unknown Merchant header on a page', async () => {
    const res = await get('/m/login', { merchant: '"><script>' });
    expect(res.body).toContain('content="DEMO"');
  });

  it('answers 404 for a missing hashed asset rather than HTML', async () => {
    expect((await get('/m/assets/gone-123.js')).statusCode).toBe(404);
  });

  it('redirects / and /m to /m/', async () => {
    for (const url of ['/', '/m']) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/m/');
    }
  });

  it('answers unknown /wps paths with the 404 envelope and echoes a sane request id', async () => {
    const res = await get('/wps/no/such/call', { 'x-request-id': 'abc-123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const insane = await get('/wps/no', { 'x-request-id': 'bad id <script>' });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('web app not built', () => {
  it('answers 503 with a hint', async () => {
    const bare = await buildTestApp({ WEB_DIST: tempDir('empty-web') });
    try {
      const res = await bare.inject({ method: 'GET', url: '/m/login' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('Portico web app is not built: run npm run build');
    } finally {
      await bare.close();
    }
  });
});
