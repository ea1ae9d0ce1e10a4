import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { loadConfig } from '../../../../src/config/env.ts';
import { merchantFile } from '../../../../src/merchants/schema.ts';

const siteStatus = (extra: Record<string, unknown>) => ({
  mode: 'NORMAL',
  maintenanceEnd: null,
  maintenanceTitle: 'Scheduled maintenance',
  maintenanceDesc: 'We are upgrading the site.',
  ...extra,
});
const hour = 3_600_000;

let app: FastifyInstance;
beforeAll(async () => {
  const rules = {
    ...demoMerchant(),
    merchantCode: 'RULES',
    domains: ['rules.example.com', 'old.rules.example.com'],
    blockedIps: ['203.0.113.9'],
    siteStatus: siteStatus({
      restrictions: {
        allowIps: ['198.51.100.7'],
        denyIps: ['198.51.100.0/24', '2001:db8:abcd::/48'],
        denyCountries: ['FR'],
      },
    }),
    disabledDomains: ['old.rules.example.com'],
  };
  const allow = {
    ...demoMerchant(),
    merchantCode: 'ONLYTH',
    domains: ['th.example.com'],
    siteStatus: siteStatus({ restrictions: { allowCountries: ['TH'], unknownCountry: 'deny' } }),
  };
  const windowed = {
    ...demoMerchant(),
    merchantCode: 'WINDOW',
    domains: ['window.example.com'],
    siteStatus: siteStatus({
      text: { TH: { title: 'ปิดปรับปรุงระบบ', desc: 'เรากำลังปรับปรุงเว็บไซต์' } },
      windows: [
        { start: new Date(Date.now() - hour).toISOString(), end: new Date(Date.now() + hour).toISOString() },
        { start: new Date(Date.now() + 5 * hour).toISOString(), end: new Date(Date.now() + 6 * hour).toISOString(), title: 'Later' },
      ],
    }),
  };
  app = await buildTestApp({
    MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'rules.json': rules, 'th.json': allow, 'window.json': windowed }),
  });
});
afterAll(() => app.close());

async function statusFor(remoteAddress: string, headers: Record<string, string> = { host: 'rules.example.com' }, url = '/wps/system/status') {
  const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
  return res.json() as { success: boolean; errorCode?: string; value: Record<string, unknown> };
}

describe('restriction rules from the merchant file', () => {
  it('refuses exact IPs, IPv4 and IPv6 CIDR blocks', async () => {
    for (const ip of ['203.0.113.9', '198.51.100.23', '2001:db8:abcd:1::5']) {
      expect((await statusFor(ip)).value, ip).toMatchObject({ status: 'RESTRICTED', ip });
    }
  });

  it('lets allow-listed IPs through a denied block, and neighbours of a block', async () => {
    expect((await statusFor('198.51.100.7')).value.status).toBe('NORMAL');
    expect((await statusFor('198.51.101.1')).value.status).toBe('NORMAL');
    expect((await statusFor('2001:db8:abce::1')).value.status).toBe('NORMAL');
  });

  it('refuses a denied country by the real IP table (2400:cb00:19::/48 is FR in the package data)', async () => {
    expect((await statusFor('2400:cb00:19::1')).value).toMatchObject({ status: 'RESTRICTED', country: 'FR' });
    expect((await statusFor('2400:cb00:18::1')).value).toMatchObject({ status: 'NORMAL', country: 'US' });
  });

  it('allows only the allowed countries, and refuses unknown ones when told to', async () => {
    const th = { host: 'th.example.com' };
    expect((await statusFor('1.1.128.5', th)).value).toMatchObject({ status: 'NORMAL', country: 'TH' });
    expect((await statusFor('202.90.33.10', th)).value).toMatchObject({ status: 'RESTRICTED', country: 'IN' });
    expect((await statusFor('10.0.0.1', th)).value).toMatchObject({ status: 'RESTRICTED', country: null });
  });

  it('ignores X-Forwarded-For when the platform does not trust a proxy', async () => {
    const res = await statusFor('203.0.113.9', { host: 'rules.example.com', 'x-forwarded-for': '1.1.128.5' });
    expect(res.value).toMatchObject({ status: 'RESTRICTED', ip: '203.0.113.9' });
  });
});

describe('maintenance windows and localised text', () => {
  it('is in maintenance inside a window, ending when it ends, in the visitor language with the English copy', async () => {
    const res = await statusFor('1.1.128.5', { host: 'window.example.com', language: 'th' });
    expect(res.value).toMatchObject({
      status: 'MAINTENANCE',
      maintenanceTitle: 'ปิดปรับปรุงระบบ',
      maintenanceDesc: 'เรากำลังปรับปรุงเว็บไซต์',
      maintenanceTitleEn: 'Scheduled maintenance',
      maintenanceDescEn: 'We are upgrading the site.',
    });
    const end = Date.parse(res.value.maintenanceEnd as string);
    expect(end).toBeGreaterThan(Date.now() + hour - 60_000);
    expect(end).toBeLessThan(Date.now() + hour + 60_000);
  });

  it('falls back to English for a language without text', async () => {
    const res = await statusFor('1.1.128.5', { host: 'window.example.com', language: 'JA' });
    expect(res.value).toMatchObject({ maintenanceTitle: 'Scheduled maintenance', maintenanceTitleEn: 'Scheduled maintenance' });
  });

  it('refuses a window that ends before it starts, and a bad CIDR, when the file is loaded', () => {
    const bad = { ...demoMerchant(), siteStatus: siteStatus({ windows: [{ start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' }] }) };
    expect(merchantFile.safeParse(bad).success).toBe(false);
    const badIp = { ...demoMerchant(), siteStatus: siteStatus({ restrictions: { denyIps: ['10.0.0.0/40'] } }) };
    expect(merchantFile.safeParse(badIp).error?.issues[0]?.message).toMatch(/prefix/);
  });
});

describe('domain_not_available', () => {
  it('answers it on a withdrawn host, and when the page says it is on one', async () => {
    expect(await statusFor('1.1.128.5', { host: 'old.rules.example.com' })).toMatchObject({ success: false, errorCode: 'domain_not_available' });
    const viaUrl = await statusFor('1.1.128.5', { host: 'rules.example.com' }, `/wps/system/status?url=${encodeURIComponent('https://old.rules.example.com/m/home')}&device=H5`);
    expect(viaUrl).toMatchObject({ success: false, errorCode: 'domain_not_available' });
  });

  it('accepts device, track, originalDomain and url, and refuses oversized ones with request.invalid', async () => {
    const ok = await statusFor('1.1.128.5', { host: 'rules.example.com' }, '/wps/system/status?device=PWA&track=abc&originalDomain=a.example.com&url=https%3A%2F%2Frules.example.com%2Fm%2F');
    expect(ok.value.status).toBe('NORMAL');
    const long = await statusFor('1.1.128.5', { host: 'rules.example.com' }, `/wps/system/status?url=${'x'.repeat(3000)}`);
    expect(long).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});

describe('with TRUST_PROXY on (behind a proxy the operator trusts)', () => {
  it('takes the client address from X-Forwarded-For', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': { ...demoMerchant(), blockedIps: ['203.0.113.9'] } }) });
    try {
      const res = await proxied.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(res.json().value).toMatchObject({ status: 'RESTRICTED', ip: '203.0.113.9' });
    } finally {
      await proxied.close();
    }
  });

  it('config: ADMIN_TOKEN shorter than 24 characters is refused at startup', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
  });
});
