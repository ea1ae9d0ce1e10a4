import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../helpers/app.ts';

const TOKEN = 'test-admin-token-content-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
// Unique merchant codes: on PostgreSQL the test files share one database.
const A = 'CONTENTA';
const B = 'CONTENTB';
// The default merchant gets the demo seed (download resources among it); A and B start empty.
const SEEDED = 'CONTENTSEED';

let app: FastifyInstance;
beforeAll(async () => {
  const merchant = (code: string) => ({ ...demoMerchant(), merchantCode: code, domains: [`${code.toLowerCase()}.example.com`] });
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, DEFAULT_MERCHANT: SEEDED, MERCHANTS_DIR: tempMerchantsDir({ 'a.json': merchant(A), 'b.json': merchant(B), 's.json': merchant(SEEDED) }) });
});
afterAll(() => app.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
  // Its own address: the admin limit is per IP, and on PostgreSQL every test file shares the counters.
  app.inject({ method, url, headers, remoteAddress: '192.0.2.51', ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const downloads = (code: string, domain?: string) =>
  app.inject({
    method: 'GET',
    url: `/wps/relay/WPSCORE_getDownloadSetting${domain ? `?domain=${domain}` : ''}`,
    headers: { host: `${code.toLowerCase()}.example.com` },
  });

describe('operator content through /admin/content', () => {
  it('refuses without the token and changes nothing', async () => {
    const res = await admin('POST', '/admin/content/download-resources', { merchantCode: A, item: {} }, {
      authorization: 'Bearer not-the-token-not-the-token',
    });
    expect(res.statusCode).toBe(401);
    expect((await admin('GET', `/admin/content/download-resources?merchantCode=${A}`)).json().value).toEqual([]);
  });

  it('lists the kinds with their fields', async () => {
    const kinds = (await admin('GET', '/admin/content')).json().value as { name: string; fields: string[] }[];
    expect(kinds.find((k) => k.name === 'download-resources')?.fields).toEqual(['domain', 'resourceType', 'url']);
  });

  it('names an unknown kind and an unknown merchant', async () => {
    expect((await admin('GET', `/admin/content/wallpapers?merchantCode=${A}`)).json()).toMatchObject({ errorCode: 'content.kind_unknown' });
    expect((await admin('GET', '/admin/content/download-resources?merchantCode=NOPE')).json()).toMatchObject({ errorCode: 'merchant.unknown' });
  });

  it('refuses a bad item field by field and stores nothing', async () => {
    const res = await admin('POST', '/admin/content/download-resources', {
      merchantCode: A,
      item: { resourceType: 'Windows', url: 'javascript:alert(1)', colour: 'red' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().fieldErrors as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['item', 'resourceType', 'url']);
    expect((await admin('GET', `/admin/content/download-resources?merchantCode=${A}`)).json().value).toEqual([]);
  });

  it('adds, changes and removes an item; the relay serves what the operator wrote', async () => {
    const added = await admin('POST', '/admin/content/download-resources', {
      merchantCode: A,
      item: { resourceType: 'Android', url: 'https://cdn.example.com/a.apk' },
    });
    expect(added.json()).toMatchObject({ success: true, value: { domain: null, resourceType: 'Android' } });
    const id = (added.json().value as { id: number }).id;
    expect((await downloads(A)).json().value).toEqual([{ resourceType: 'Android', url: 'https://cdn.example.com/a.apk' }]);

    const changed = await admin('PATCH', `/admin/content/download-resources/${id}`, { merchantCode: A, item: { url: 'https://cdn.example.com/b.apk' } });
    expect(changed.json().value).toMatchObject({ id, resourceType: 'Android', url: 'https://cdn.example.com/b.apk' });
    const bad = await admin('PATCH', `/admin/content/download-resources/${id}`, { merchantCode: A, item: { resourceType: 'Symbian' } });
    expect(bad.json()).toMatchObject({ errorCode: 'request.invalid' });
    expect((await downloads(A)).json().value).toEqual([{ resourceType: 'Android', url: 'https://cdn.example.com/b.apk' }]);

    // Another merchant's id is not found, and its relay answer does not show A's rows.
    expect((await admin('DELETE', `/admin/content/download-resources/${id}?merchantCode=${B}`)).json()).toMatchObject({ errorCode: 'content.not_found' });
    expect((await downloads(B)).json().value).toEqual([]);

    expect((await admin('DELETE', `/admin/content/download-resources/${id}?merchantCode=${A}`)).json()).toMatchObject({ success: true });
    expect((await downloads(A)).json().value).toEqual([]);
  });

  it("serves a domain's own list before the default one", async () => {
    const add = (item: Record<string, unknown>) => admin('POST', '/admin/content/download-resources', { merchantCode: B, item });
    await add({ resourceType: 'IOS', url: 'https://cdn.example.com/default.ipa' });
    await add({ domain: 'VIP.Example.com', resourceType: 'IOS', url: 'https://cdn.example.com/vip.ipa' });
    expect((await downloads(B, 'vip.example.com')).json().value).toEqual([{ resourceType: 'IOS', url: 'https://cdn.example.com/vip.ipa' }]);
    expect((await downloads(B, 'other.example.com')).json().value).toEqual([{ resourceType: 'IOS', url: 'https://cdn.example.com/default.ipa' }]);
  });
});

describe('relay names', () => {
  it('answers an unknown relay with relay.unknown', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/relay/MCSFE_noSuchCall', headers: { host: 'contenta.example.com' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'relay.unknown' });
  });
});
