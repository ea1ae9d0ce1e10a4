import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsPath } from '@portico/contract/domains';
import { banners } from '../../../../src/db/schema-home.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';

// Its own address: the admin limit is per IP, and on PostgreSQL every test file shares the counters.
const ADMIN_IP = '192.0.2.54';
const TOKEN = 'test-admin-token-home-content-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
// Unique merchant codes: on PostgreSQL the test files share one database.
const A = 'HOMEA';
const B = 'HOMEB';
const SEEDED = 'HOMESEED'; // the default merchant gets the demo seed; A and B start empty
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

let app: FastifyInstance;
beforeAll(async () => {
  const merchant = (code: string) => ({ ...demoMerchant(), merchantCode: code, domains: [`${code.toLowerCase()}.example.com`] });
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, DEFAULT_MERCHANT: SEEDED, MERCHANTS_DIR: tempMerchantsDir({ 'a.json': merchant(A), 'b.json': merchant(B), 's.json': merchant(SEEDED) }) });
});
afterAll(() => app.close());

const add = async (kind: string, merchantCode: string, item: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: `/admin/content/${kind}`, headers: auth, payload: { merchantCode, item }, remoteAddress: ADMIN_IP });
  return { status: res.statusCode, body: res.json() as { value?: { id: number; [k: string]: unknown }; errorCode?: string; fieldErrors?: { field: string }[] } };
};
const relay = async (name: string, code: string, query = '', language = 'EN') => {
  const res = await app.inject({ method: 'GET', url: `/wps/relay/${name}${query}`, headers: { host: `${code.toLowerCase()}.example.com`, language } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: Record<string, unknown>[] }).value;
};
const fields = (body: { fieldErrors?: { field: string }[] }) => body.fieldErrors?.map((f) => f.field).sort();

const banner = (extra: Record<string, unknown>) => ({
  linkageType: 'P',
  linkage: '7',
  imageUrl: '/m/banners/welcome-bonus.svg',
  imageAlt: { EN: 'Welcome bonus', TH: 'โบนัสต้อนรับ' },
  ...extra,
});

describe('MCSFE_getListBanners', () => {
  it('answers the scheduled, current carousel banners of this merchant, in order, in the request language', async () => {
    await add('banners', A, banner({ linkage: '2', sortOrder: 20 }));
    await add('banners', A, banner({ linkage: '1', sortOrder: 10 }));
    await add('banners', A, banner({ linkage: '3', sortOrder: 5, startsAt: iso(HOUR) })); // not yet
    await add('banners', A, banner({ linkage: '4', sortOrder: 5, startsAt: iso(-2 * HOUR), endsAt: iso(-HOUR) })); // over
    await add('banners', A, banner({ linkage: '5', sortOrder: 1, groupName: 'm_popup1', url: 'https://cdn.example.com/a.png' }));
    await add('banners', B, banner({ linkage: '9' }));

    const rows = await relay('MCSFE_getListBanners', A, '', 'TH');
    expect(rows.map((r) => r.linkage)).toEqual(['1', '2']);
    expect(rows[0]).toMatchObject({ linkageType: 'P', imageAlt: 'โบนัสต้อนรับ', groupName: null });
    expect((await relay('MCSFE_getListBanners', A, '', 'PT-BR'))[0]?.imageAlt).toBe('Welcome bonus');
    expect((await relay('MCSFE_getListBanners', A, '?groupName=m_popup1')).map((r) => r.linkage)).toEqual(['5']);
    expect((await relay('MCSFE_getListBanners', B)).map((r) => r.linkage)).toEqual(['9']);
  });

  it('refuses a banner without what its linkage needs, naming the fields', async () => {
    expect(fields((await add('banners', A, banner({ linkageType: 'G', linkage: null, roomId: '1' }))).body)).toEqual(['gameType', 'nodeId', 'vendor']);
    expect(fields((await add('banners', A, banner({ linkageType: 'URL', linkage: 'javascript:alert(1)' }))).body)).toEqual(['linkage']);
    expect(fields((await add('banners', A, banner({ imageUrl: 'javascript:x', imageAlt: { TH: 'x' } }))).body)).toEqual(['imageAlt.EN', 'imageUrl']);
    expect(fields((await add('banners', A, banner({ startsAt: iso(HOUR), endsAt: iso(0) }))).body)).toEqual(['endsAt']);
    expect(fields((await add('banners', A, banner({ groupName: 'm_popup3' }))).body)).toEqual(['groupName']);
  });

  it('never stores a row the table would call malformed, even bypassing the admin API', async () => {
    const bad = { merchantCode: A, linkageType: 'X', imageUrl: '/m/x.svg', imageAlt: { EN: 'x' } };
    await expect(app.db.insert(banners).values(bad)).rejects.toThrow();
  });
});

describe('MCSFE_getListAnnouncements', () => {
  it('filters by types, platform and category (none: rows without a category)', async () => {
    const text = (EN: string) => ({ EN, 'PT-BR': `${EN} (pt)` });
    await add('announcements', A, { type: 'PR', platform: 'ALL', text: text('all'), sortOrder: 3 });
    await add('announcements', A, { type: 'PR', platform: 'M', text: text('mobile'), sortOrder: 2 });
    await add('announcements', A, { type: 'PR', platform: 'W', text: text('desktop'), sortOrder: 1 });
    await add('announcements', A, { type: 'SY', platform: 'M', text: text('system'), sortOrder: 4 });
    await add('announcements', A, { type: 'PR', platform: 'M', category: 'app_download', text: text('get the app') });
    await add('announcements', A, { type: 'PR', text: text('later'), startsAt: iso(HOUR) });
    await add('announcements', B, { type: 'PR', text: text('other merchant') });

    const texts = async (query: string, language?: string) => (await relay('MCSFE_getListAnnouncements', A, query, language)).map((r) => r.text);
    expect(await texts('?types=PR&platform=M')).toEqual(['mobile', 'all']);
    expect(await texts('?types=PR&platform=M', 'PT-BR')).toEqual(['mobile (pt)', 'all (pt)']);
    expect(await texts('?types=PR,SY&platform=M')).toEqual(['mobile', 'all', 'system']);
    expect(await texts('?platform=W')).toEqual(['desktop', 'all']);
    expect(await texts('?types=PR&platform=M&category=app_download')).toEqual(['get the app']);
  });

  it('refuses a malformed filter with a field error', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PR;drop', headers: { host: 'homea.example.com' } });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});

describe('MCSFE_getListPopupAnnouncements', () => {
  it('stores sanitised HTML and serves the current popups with their options', async () => {
    const created = await add('popup-announcements', A, {
      title: { EN: 'Weekend bonus' },
      content: { EN: '<p onmouseover="x()">25% extra<script>steal()</script> <a href="https://example.com/t" target="_blank">terms</a> <a href="javascript:x()">bad</a></p>' },
      promotionType: 'DEPOSIT',
      execution: 'A',
      forceRead: true,
    });
    expect(created.status).toBe(200);
    await add('popup-announcements', A, { title: { EN: 'Old' }, content: { EN: 'x' }, promotionType: 'GENERAL', execution: 'B', endsAt: iso(-HOUR), startsAt: iso(-2 * HOUR) });
    await add('popup-announcements', B, { title: { EN: 'Other' }, content: { EN: 'x' }, promotionType: 'GENERAL', execution: 'B' });

    const rows = await relay('MCSFE_getListPopupAnnouncements', A);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Weekend bonus', execution: 'A', forceRead: true, todayHide: true, promotionType: 'DEPOSIT' });
    const html = String(rows[0]!.content);
    expect(html).not.toMatch(/script|onmouseover|javascript:/i);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');

    // A change is sanitised too.
    const res = await app.inject({ method: 'PATCH', url: `/admin/content/popup-announcements/${created.body.value!.id}`, headers: auth, payload: { merchantCode: A, item: { content: { EN: '<img src=x onerror=alert(1)>new' } } }, remoteAddress: ADMIN_IP });
    expect(res.statusCode).toBe(200);
    const changed = (await relay('MCSFE_getListPopupAnnouncements', A))[0];
    expect(changed?.content).toBe('<img src="x">new');
    expect(changed?.hash).not.toBe(rows[0]!.hash);
  });

  it('refuses an unknown execution and a missing English title', async () => {
    const { body } = await add('popup-announcements', A, { title: { TH: 'x' }, content: { EN: 'x' }, promotionType: 'GENERAL', execution: 'C' });
    expect(fields(body)).toEqual(['execution', 'title.EN']);
  });
});

describe('WPSCORE_getCustomerServiceScript', () => {
  it('stores the address encoded (decision 018) and serves entries in csPosition order with their labels', async () => {
    await add('customer-service-entries', A, { title: { EN: 'VIP host' }, url: 'https://chat.example.com/vip', csType: 'COMM100VIP', csPosition: 2, labelIds: [3, 4] });
    await add('customer-service-entries', A, { title: { EN: 'Live chat', TH: 'แชทสด' }, url: 'https://chat.example.com/demo', csType: 'LIVECHAT', csPosition: 1 });
    await add('customer-service-entries', B, { title: { EN: 'B chat' }, url: 'https://chat.example.com/b', csType: 'AICAN' });

    const rows = await relay('WPSCORE_getCustomerServiceScript', A, '', 'TH');
    expect(rows.map((r) => [r.title, r.csType, r.labelIds])).toEqual([
      ['แชทสด', 'LIVECHAT', []],
      ['VIP host', 'COMM100VIP', [3, 4]],
    ]);
    expect(decodeCsPath(String(rows[1]!.path))).toBe('https://chat.example.com/vip');
  });

  it('refuses an unknown vendor and a non-http address', async () => {
    const { body } = await add('customer-service-entries', A, { title: { EN: 'x' }, url: 'javascript:alert(1)', csType: 'WHATSAPP' });
    expect(fields(body)).toEqual(['csType', 'url']);
  });
});
