import { eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteStatusOverrides } from '../../../src/db/schema.ts';
import { OVERRIDE_TTL_MS } from '../../../src/plugins/app/site-status.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../helpers/app.ts';

const TOKEN = 'test-admin-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };
const hostOf = (code: string) => `${code.toLowerCase()}.example.com`;

function merchantsDir(...codes: string[]) {
  const files: Record<string, Record<string, unknown>> = { 'demo.json': demoMerchant() };
  for (const code of codes) files[`${code}.json`] = { ...demoMerchant(), merchantCode: code, domains: [hostOf(code)] };
  return tempMerchantsDir(files);
}

async function status(app: FastifyInstance, code: string, language = 'EN') {
  const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: hostOf(code), language } });
  return res.json().value as Record<string, unknown>;
}

function flip(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = auth, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'PUT', url: '/admin/site-status', headers, payload: body, remoteAddress });
}

describe('admin switch: refused without the right secret', () => {
  let app: FastifyInstance;
  let unset: FastifyInstance;
  beforeAll(async () => {
    [app, unset] = await Promise.all([
      buildTestApp({ ADMIN_TOKEN: TOKEN, MERCHANTS_DIR: merchantsDir('AUTHA') }),
      buildTestApp({ MERCHANTS_DIR: merchantsDir('AUTHB') }),
    ]);
  });
  afterAll(() => Promise.all([app.close(), unset.close()]));

  it('refuses a missing or wrong token with admin.unauthorized and changes nothing', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const res = await flip(app, { merchantCode: 'AUTHA', maintenance: 'on' }, headers, '192.0.2.10');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'admin.unauthorized' });
      expect(res.body).not.toContain(TOKEN);
    }
    expect((await status(app, 'AUTHA')).status).toBe('NORMAL');
  });

  it('refuses every call when ADMIN_TOKEN is unset, even one carrying a token', async () => {
    const res = await flip(unset, { merchantCode: 'AUTHB', maintenance: 'on' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('admin.disabled');
    expect((await status(unset, 'AUTHB')).status).toBe('NORMAL');
  });

  it('never throttles the right token: an operator script may call more than 30 times a minute', async () => {
    const ip = '192.0.2.78';
    for (let i = 0; i < 40; i += 1) {
      const res = await flip(app, { merchantCode: 'AUTHA', maintenance: i % 2 ? 'off' : 'on' }, auth, ip);
      expect(res.statusCode).toBe(200);
    }
  });

  it('throttles guessing: past 30 calls a minute from one IP, even the right token waits', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i += 1) await flip(app, { merchantCode: 'AUTHA', maintenance: 'off' }, { authorization: `Bearer guess-${i}` }, ip);
    const res = await flip(app, { merchantCode: 'AUTHA', maintenance: 'on' }, auth, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await status(app, 'AUTHA')).status).toBe('NORMAL');
  });

  it('answers field errors for a bad body and merchant.unknown for an unknown merchant', async () => {
    const bad = await flip(app, { merchantCode: 'AUTHA', maintenance: 'maybe', end: 'tomorrow' });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['end', 'maintenance']);
    const unknown = await flip(app, { merchantCode: 'NOPE', maintenance: 'on' });
    expect(unknown.json().errorCode).toBe('merchant.unknown');
  });
});

describe('admin switch: maintenance on and off without a restart', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ADMIN_TOKEN: TOKEN, MERCHANTS_DIR: merchantsDir('SWITCH') });
  });
  afterAll(() => app.close());

  it('turns maintenance on with an end and text, then off, then back to the merchant file', async () => {
    const on = await flip(app, { merchantCode: 'SWITCH', maintenance: 'on', end: '2030-05-01T10:00:00Z', title: 'Upgrade', desc: 'Back at ten' });
    expect(on.json()).toMatchObject({ success: true, value: { merchantCode: 'SWITCH', override: { maintenance: 'on' } } });
    expect(await status(app, 'SWITCH')).toMatchObject({
      status: 'MAINTENANCE',
      maintenanceEnd: '2030-05-01T10:00:00.000Z',
      maintenanceTitle: 'Upgrade',
      maintenanceDescEn: 'Back at ten',
    });
    // Other merchants are untouched.
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status).toBe('NORMAL');

    await flip(app, { merchantCode: 'SWITCH', maintenance: 'off' });
    expect((await status(app, 'SWITCH')).status).toBe('NORMAL');

    await flip(app, { merchantCode: 'SWITCH', maintenance: 'file' });
    const read = await app.inject({ method: 'GET', url: '/admin/site-status?merchantCode=SWITCH', headers: auth });
    expect(read.json().value).toEqual({ merchantCode: 'SWITCH', override: null });
  });

  it('sees a switch written by another instance within a second, and its own at once', async () => {
    expect((await status(app, 'SWITCH')).status).toBe('NORMAL');
    // Written straight to the database, as another instance would.
    await app.db.insert(siteStatusOverrides).values({ merchantCode: 'SWITCH', maintenance: true });
    await sleep(OVERRIDE_TTL_MS + 50);
    expect((await status(app, 'SWITCH')).status).toBe('MAINTENANCE');
    await app.db.delete(siteStatusOverrides).where(eq(siteStatusOverrides.merchantCode, 'SWITCH'));
    await sleep(OVERRIDE_TTL_MS + 50);
    expect((await status(app, 'SWITCH')).status).toBe('NORMAL');
    // Through this instance: no wait.
    await flip(app, { merchantCode: 'SWITCH', maintenance: 'on' });
    expect((await status(app, 'SWITCH')).status).toBe('MAINTENANCE');
    await flip(app, { merchantCode: 'SWITCH', maintenance: 'file' });
    expect((await status(app, 'SWITCH')).status).toBe('NORMAL');
  });
});

// Two instances need one shared database: PostgreSQL (the lead's full run sets TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const code = `X${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  beforeAll(async () => {
    const dir = merchantsDir(code);
    [a, b] = [await buildTestApp({ ADMIN_TOKEN: TOKEN, MERCHANTS_DIR: dir }), await buildTestApp({ ADMIN_TOKEN: TOKEN, MERCHANTS_DIR: dir })];
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('a switch on one instance is seen by the other within a second', async () => {
    await flip(a, { merchantCode: code, maintenance: 'on' });
    await sleep(OVERRIDE_TTL_MS + 50);
    expect((await status(b, code)).status).toBe('MAINTENANCE');
    await flip(b, { merchantCode: code, maintenance: 'file' });
    await sleep(OVERRIDE_TTL_MS + 50);
    expect((await status(a, code)).status).toBe('NORMAL');
  });
});

describe('asset manifests (update notice)', () => {
  let app: FastifyInstance;
  let webDist: string;
  let mcDir: string;
  beforeAll(async () => {
    mcDir = path.join(tempMerchantsDir({}), 'mc');
    mkdirSync(mcDir);
    app = await buildTestApp({ MC_ASSET_MANIFEST: path.join(mcDir, '{merchant}.json'), MERCHANTS_DIR: merchantsDir('MCA') });
    webDist = app.config.WEB_DIST;
  });
  afterAll(() => app.close());

  const get = (url: string, host = '127.0.0.1') => app.inject({ method: 'GET', url, headers: { host } });

  it('serves an empty manifest before the app is built, never cached', async () => {
    const res = await get(`/m/asset-manifest.json?t=${Date.now()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.json()).toEqual({ files: {} });
  });

  it("lists the build's files with content hashes and follows a rebuild without a restart", async () => {
    mkdirSync(path.join(webDist, '.vite'), { recursive: true });
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js' } }));
    const first = (await get('/m/asset-manifest.json?t=1')).json();
    expect(Object.keys(first.files).sort()).toEqual(['assets/index-abc123.js', 'index.html']);

    writeFileSync(path.join(webDist, 'assets', 'index-def456.js'), 'console.log("portico 2")');
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-def456.js' } }));
    const second = (await get('/m/asset-manifest.json?t=2')).json();
    expect(Object.keys(second.files)).toContain('assets/index-def456.js');
    expect(second).not.toEqual(first);
  });

  it("serves the second app's manifest per merchant, empty when absent or broken", async () => {
    const url = `/mobile/mc/asset-manifest.json?t=${Date.now()}`;
    expect((await get(url, hostOf('MCA'))).json()).toEqual({ files: {} });
    writeFileSync(path.join(mcDir, 'MCA.json'), JSON.stringify({ files: { 'main.js': 'v1' } }));
    const res = await get(url, hostOf('MCA'));
    expect(res.json()).toEqual({ files: { 'main.js': 'v1' } });
    expect(res.headers['cache-control']).toContain('no-store');
    // Another merchant's page does not see it.
    expect((await get(url)).json()).toEqual({ files: {} });
    writeFileSync(path.join(mcDir, 'MCA.json'), '{not json');
    expect((await get(url, hostOf('MCA'))).json()).toEqual({ files: {} });
  });
});
