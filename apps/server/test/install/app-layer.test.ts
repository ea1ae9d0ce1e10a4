import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { buildAppWithMerchants, demoMerchant } from '../helpers/app.ts';

let app: FastifyInstance;
const { window } = new JSDOM('');
type El = InstanceType<typeof window.Element>;
const NIGHT = { ...demoMerchant(), merchantCode: 'NIGHTX', name: 'Lucky Night Casino', domains: ['nightx.localhost'], look: { theme: 'dark', logo: null, primary: '#7b2cbf' }, appLayer: { icon: null } };
const TOKEN = 'test-admin-token-app-layer-0123456789';
beforeAll(async () => {
  app = await buildAppWithMerchants({ 'nightx.json': NIGHT }, { ADMIN_TOKEN: TOKEN });
});
afterAll(() => app.close());

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/manifest.json', () => {
  it("describes each merchant's installable app", async () => {
    const demo = await get('/wps/system/manifest.json?merchantCode=DEMO');
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = demo.json();
    expect(m).toMatchObject({
      name: 'Portico Demo',
      short_name: 'Portico Demo',
      display: 'standalone',
      orientation: 'portrait',
      scope: '/m/',
      start_url: '/m/home?homescreen=1',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    expect(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any', '256x256 any', '384x384 any', '512x512 any',
      '192x192 maskable', '256x256 maskable', '384x384 maskable', '512x512 maskable',
    ]);
    const night = (await get('/wps/system/manifest.json?merchantCode=nightx')).json();
    expect(night.name).toBe('Lucky Night Casino');
    expect(night.short_name).toBe('Lucky Night');
    expect(night.id).not.toBe(m.id);
    expect(night.icons[0].src).not.toBe(m.icons[0].src);
  });

  it('answers a repeat with 304 and refuses an unknown merchant', async () => {
    const first = await get('/wps/system/manifest.json?merchantCode=DEMO');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get('/wps/system/manifest.json?merchantCode=DEMO', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const unknown = await get('/wps/system/manifest.json?merchantCode=NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('merchant.unknown');
  });
});

describe('GET /wps/system/app-images/:file', () => {
  it('serves every manifest icon at its size, cached for a year under its versioned address', async () => {
    const manifest = (await get('/wps/system/manifest.json?merchantCode=DEMO')).json();
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, height } = pngSize(res.rawPayload);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const again = await get(manifest.icons[0].src, { 'if-none-match': '' });
    const revalidated = await get(manifest.icons[0].src, { 'if-none-match': String(again.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('pads the maskable icon into the safe zone with the brand colour', async () => {
    const plain = await get('/wps/system/app-images/icon-192.png?merchantCode=NIGHTX');
    const maskable = await get('/wps/system/app-images/icon-192-maskable.png?merchantCode=NIGHTX');
    expect(pngSize(maskable.rawPayload)).toEqual({ width: 192, height: 192 });
    expect(maskable.rawPayload.equals(plain.rawPayload)).toBe(false);
    const { Resvg } = await import('@resvg/resvg-js');
    // Read the corner pixel back by drawing the PNG into a 1×1 crop: the padding is the brand colour.
    const corner = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image width="192" height="192" href="data:image/png;base64,${maskable.rawPayload.toString('base64')}"/></svg>`).render();
    expect([...corner.pixels.subarray(0, 3)]).toEqual([0x7b, 0x2c, 0xbf]);
  });

  it('renders the ten iPhone launch screens and refuses other names', async () => {
    const html = (await get('/m/')).body;
    const splashes = [...html.matchAll(/rel="apple-touch-startup-image" media="([^"]+)" href="([^"]+)"/g)];
    expect(splashes).toHaveLength(10);
    const [, media = '', href = ''] = splashes[0] ?? [];
    expect(media).toContain('(device-width: 430px) and (device-height: 932px) and (-webkit-device-pixel-ratio: 3)');
    const res = await get(href.replace(/&amp;/g, '&'));
    expect(pngSize(res.rawPayload)).toEqual({ width: 1290, height: 2796 });
    const bad = await get('/wps/system/app-images/icon-100.png?merchantCode=DEMO');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errorCode).toBe('install.image_unknown');
  });
});

describe('the page head', () => {
  it('links the manifest and the apple-touch icon of the page’s merchant', async () => {
    const demo = (await get('/m/')).body;
    expect(demo).toContain('<link rel="manifest" href="/wps/system/manifest.json?merchantCode=DEMO" />');
    expect(demo).toMatch(/<link rel="apple-touch-icon" href="\/wps\/system\/app-images\/apple-touch-icon\.png\?merchantCode=DEMO&amp;v=\w+" \/>/);
    const night = (await app.inject({ method: 'GET', url: '/m/', headers: { host: 'nightx.localhost' } })).body;
    expect(night).toContain('manifest.json?merchantCode=NIGHTX');
  });
});

describe('GET /wps/system/webclip.mobileconfig', () => {
  it('is a property list with a web clip of the home page, its name and icon', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/webclip.mobileconfig?merchantCode=DEMO', headers: { host: 'play.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(res.headers['content-disposition']).toBe('attachment; filename="demo.mobileconfig"');
    const doc = new window.DOMParser().parseFromString(res.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const top = doc.querySelector('plist > dict');
    const value = (dict: El | null, key: string) => [...(dict?.children ?? [])].find((el, i, all) => all[i - 1]?.tagName === 'key' && all[i - 1]?.textContent === key);
    expect(value(top, 'PayloadType')?.textContent).toBe('Configuration');
    const clip = value(top, 'PayloadContent')?.querySelector('dict') ?? null;
    expect(value(clip, 'PayloadType')?.textContent).toBe('com.apple.webClip.managed');
    expect(value(clip, 'URL')?.textContent).toBe('http://play.example.com/m/home?homescreen=1');
    expect(value(clip, 'Label')?.textContent).toBe('Portico Demo');
    expect(value(clip, 'FullScreen')?.tagName).toBe('true');
    expect(value(clip, 'IsRemovable')?.tagName).toBe('true');
    const icon = Buffer.from((value(clip, 'Icon')?.textContent ?? '').replace(/\s/g, ''), 'base64');
    expect(pngSize(icon)).toEqual({ width: 180, height: 180 });
    const uuid = value(top, 'PayloadUUID')?.textContent;
    expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    const again = await get('/wps/system/webclip.mobileconfig?merchantCode=DEMO');
    expect(again.body).toContain(`<string>${uuid}</string>`);
    const other = await get('/wps/system/webclip.mobileconfig?merchantCode=NIGHTX');
    expect(other.body).not.toContain(`<string>${uuid}</string>`);
  });
});

describe('GET /wps/system/app-download (the app upgrade for wrappers before 2.4.39)', () => {
  it("redirects to the merchant's current link for the platform, and refuses what it cannot answer", async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/admin/content/download-resources',
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '192.0.2.77',
      payload: { merchantCode: 'NIGHTX', item: { resourceType: 'Android', url: 'https://downloads.example.com/night-2.5.0.apk' } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const android = await get('/wps/system/app-download?platform=android&merchantCode=NIGHTX');
    expect(android.statusCode).toBe(302);
    expect(android.headers.location).toBe('https://downloads.example.com/night-2.5.0.apk');
    expect(android.headers['cache-control']).toBe('no-store');
    const ios = await get('/wps/system/app-download?platform=ios&merchantCode=NIGHTX');
    expect(ios.statusCode).toBe(404);
    expect(ios.json().errorCode).toBe('install.app_unavailable');
    const bad = await get('/wps/system/app-download?platform=windows&merchantCode=NIGHTX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([{ field: 'platform', message: 'android or ios' }]);
  });
});
