import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveImageAddress } from '../../src/content/image-address.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../helpers/app.ts';

describe('resolveImageAddress (decision 058)', () => {
  const cdn = 'https://cdn.example.com/demo/';
  it('puts a path outside /m/ on the image CDN, under its base path', () => {
    expect(resolveImageAddress('/upload/banners/summer.jpg', cdn)).toBe('https://cdn.example.com/demo/upload/banners/summer.jpg');
    expect(resolveImageAddress('/upload/a.png', 'http://localhost:4317')).toBe('http://localhost:4317/upload/a.png');
  });

  it('leaves this site’s /m/ paths and http(s) addresses as they are', () => {
    expect(resolveImageAddress('/m/banners/welcome-bonus.svg', cdn)).toBe('/m/banners/welcome-bonus.svg');
    expect(resolveImageAddress('https://images.example.org/a.png', cdn)).toBe('https://images.example.org/a.png');
  });

  it('keeps the path on this site when the merchant has no usable image CDN', () => {
    expect(resolveImageAddress('/upload/a.png', '')).toBe('/upload/a.png');
    expect(resolveImageAddress('/upload/a.png', 'javascript:alert(1)')).toBe('/upload/a.png');
  });
});

// Unique merchant code and admin address: on PostgreSQL the test files share one database and the limits.
const CODE = 'IMGCDN';
const HOST = 'imgcdn.example.com';
const TOKEN = 'test-admin-token-image-cdn-0123456789';
const ADMIN_IP = '192.0.2.58';
let app: FastifyInstance;
beforeAll(async () => {
  const merchant = { ...demoMerchant(), merchantCode: CODE, domains: [HOST], imageCdn: 'https://img.cdn.example.net/imgcdn' };
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, DEFAULT_MERCHANT: CODE, MERCHANTS_DIR: tempMerchantsDir({ 'm.json': merchant }) });
});
afterAll(() => app.close());

const addBanner = (imageUrl: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/content/banners',
    headers: { authorization: `Bearer ${TOKEN}` },
    remoteAddress: ADMIN_IP,
    payload: { merchantCode: CODE, item: { linkageType: 'P', linkage: '7', imageUrl, imageAlt: { EN: 'Summer' } } },
  });

describe("operator banners on the merchant's image CDN (doc E §3)", () => {
  it('serves a banner stored as a CDN path at the CDN address, which the page policy allows', async () => {
    expect((await addBanner('/upload/banners/summer.jpg')).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListBanners', headers: { host: HOST } });
    const images = (res.json() as { value: { imageUrl: string }[] }).value.map((b) => b.imageUrl);
    expect(images).toContain('https://img.cdn.example.net/imgcdn/upload/banners/summer.jpg');
    const policy = (await app.inject({ method: 'GET', url: '/m/home', headers: { host: HOST } })).headers['content-security-policy'];
    expect(String(policy)).toMatch(/img-src [^;]*https:\/\/img\.cdn\.example\.net/);
  });

  it('refuses an image address that is neither a path nor http(s), on its field', async () => {
    const res = await addBanner('ftp://files.example.com/a.png');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field)).toContain('imageUrl');
    expect((await addBanner('//evil.example.com/a.png')).statusCode).toBe(400);
  });
});
