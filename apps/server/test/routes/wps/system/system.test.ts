import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { siteSettings } from '@portico/contract/system';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';

const BLOCKED_IP = '203.0.113.9';
let app: FastifyInstance;
beforeAll(async () => {
  const demo = { ...demoMerchant(), blockedIps: [BLOCKED_IP] };
  const maint = {
    ...demoMerchant(),
    merchantCode: 'MAINT',
    domains: ['maint.example.com'],
    siteStatus: { mode: 'MAINTENANCE', maintenanceEnd: '2030-01-01T00:00:00Z', maintenanceTitle: 'Upgrade', maintenanceDesc: 'Back soon' },
  };
  app = await buildTestApp({ MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demo, 'maint.json': maint }) });
});
afterAll(() => app.close());

describe('GET /wps/system/status', () => {
  it('answers NORMAL with the caller IP, not cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status?device=PWA', remoteAddress: '198.51.100.1' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().value).toMatchObject({ status: 'NORMAL', ip: '198.51.100.1' });
  });

  it('answers MAINTENANCE by Merchant header and by Host', async () => {
    for (const headers of [{ merchant: 'MAINT' }, { host: 'maint.example.com' }]) {
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers });
      expect(res.json().value).toMatchObject({ status: 'MAINTENANCE', maintenanceTitle: 'Upgrade', maintenanceDesc: 'Back soon' });
    }
  });

  it('answers RESTRICTED for a blocked IP', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: BLOCKED_IP });
    expect(res.json().value).toMatchObject({ status: 'RESTRICTED', ip: BLOCKED_IP });
  });

  it('answers merchant.unknown for an unknown Merchant header', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('merchant.unknown');
  });
});

describe('GET /wps/system/country', () => {
  it("answers the merchant's countries and currency", async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/country?_=DEMO' });
    expect(res.json().value).toMatchObject({
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencyPosition: 'before',
      countries: expect.arrayContaining([{ countryCode: 'PH', countryDialingCode: '63' }]),
    });
  });
});

describe('GET /wps/system/test/ping', () => {
  it('answers the server time', async () => {
    const before = Date.now();
    const res = await app.inject({ method: 'GET', url: '/wps/system/test/ping?speed=1' });
    expect(res.json().value.serverTime).toBeGreaterThanOrEqual(before);
  });
});

describe('GET /wps/system/settings', () => {
  it('answers exactly the public subset, never domains, IPs or status internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/settings' });
    const value = res.json().value as Record<string, unknown>;
    expect(z.safeParse(siteSettings, value).success).toBe(true);
    expect(Object.keys(value).sort()).toEqual(Object.keys(siteSettings.shape).sort());
    expect(res.body).not.toContain(BLOCKED_IP);
    expect(res.body).not.toContain('blockedIps');
    expect(res.body).not.toContain('domains');
    expect(value).toMatchObject({ merchantCode: 'DEMO', defaultLanguage: 'EN' });
  });
});
