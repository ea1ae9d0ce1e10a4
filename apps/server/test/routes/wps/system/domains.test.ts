import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsPath } from '@portico/contract/domains';
import { loadConfig } from '../../../../src/config/env.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const demo = demoMerchant();
  const race = {
    ...demoMerchant(),
    merchantCode: 'RACE',
    domains: ['a.race.test', 'b.race.test', 'old.race.test', 'aff.race.test'],
    disabledDomains: ['old.race.test'],
    affiliateDomains: [{ domain: 'aff.race.test', affiliateCode: 'AFF42', referralCode: 'REF7' }],
    customerService: [{ title: 'Live chat', path: 'https://chat.example.com/race?x=1&y=é', csType: 'LIVECHAT' }],
  };
  const listed = { ...race, merchantCode: 'LISTED', domains: ['listed.test'], disabledDomains: [], affiliateDomains: [], domainList: ['http://listed.test:4351'] };
  app = await buildTestApp({ MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demo, 'race.json': race, 'listed.json': listed }) });
  expect(demo.domains).toContain('127.0.0.1');
});
afterAll(() => app.close());

describe('GET /wps/system/domainCheck', () => {
  it('answers encoded customer-service paths that decode to the merchant file URLs, and the domains in service', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/domainCheck', headers: { merchant: 'RACE' } });
    const value = res.json().value;
    expect(value.domainList).toEqual([{ domainName: 'https://a.race.test' }, { domainName: 'https://b.race.test' }, { domainName: 'https://aff.race.test' }]);
    expect(value.customerService).toHaveLength(1);
    expect(value.customerService[0].title).toBe('Live chat');
    expect(value.customerService[0].path).not.toContain('chat.example.com');
    expect(decodeCsPath(value.customerService[0].path)).toBe('https://chat.example.com/race?x=1&y=é');
  });

  it('answers the configured origins when the merchant lists them', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/domainCheck', headers: { host: 'listed.test' } });
    expect(res.json().value.domainList).toEqual([{ domainName: 'http://listed.test:4351' }]);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('answers MAIN on a main domain', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: { host: 'a.race.test' } });
    expect(res.json().value).toEqual({ host: 'a.race.test', merchantCode: 'RACE', kind: 'MAIN', affiliateCode: null, referralCode: null, redirect: null });
  });

  it('answers the codes and the /m/index.html redirect on an affiliate domain', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: { host: 'aff.race.test' } });
    expect(res.json().value).toMatchObject({ kind: 'AFFILIATE', affiliateCode: 'AFF42', referralCode: 'REF7', redirect: '/m/index.html?affiliateCode=AFF42&r=REF7' });
  });

  it('answers DISABLED on a domain out of service (the call itself still works there)', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: { host: 'old.race.test' } });
    expect(res.json().value).toMatchObject({ kind: 'DISABLED', redirect: null });
  });
});

describe('disabled domains and the affiliate redirect', () => {
  it('answers domain_not_available to the status call on a disabled domain, and not elsewhere', async () => {
    const off = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'old.race.test' } });
    expect(off.json()).toMatchObject({ success: false, errorCode: 'domain_not_available' });
    const on = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'a.race.test' } });
    expect(on.json()).toMatchObject({ success: true });
  });

  it('keeps the calls the domain modal needs open on a disabled domain', async () => {
    for (const url of ['/wps/system/domainCheck', '/wps/system/test/ping', '/wps/system/settings']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'old.race.test' } });
      expect(res.json().success, url).toBe(true);
    }
  });

  it('redirects an affiliate domain entry page to /m/index.html with affiliateCode and r, once', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'aff.race.test' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/index.html?affiliateCode=AFF42&r=REF7');
    const landed = await app.inject({ method: 'GET', url: res.headers.location as string, headers: { host: 'aff.race.test' } });
    expect(landed.statusCode).toBe(200);
    const main = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'a.race.test' } });
    expect(main.statusCode).toBe(200);
  });
});

describe('GET /wps/system/test/ping CORS', () => {
  it("allows the merchant's own domains only", async () => {
    const own = await app.inject({ method: 'GET', url: '/wps/system/test/ping?speed=1', headers: { host: 'b.race.test', origin: 'https://a.race.test' } });
    expect(own.headers['access-control-allow-origin']).toBe('https://a.race.test');
    const port = await app.inject({ method: 'GET', url: '/wps/system/test/ping?speed=1', headers: { host: 'b.race.test', origin: 'http://a.race.test:8443' } });
    expect(port.headers['access-control-allow-origin']).toBe('http://a.race.test:8443');
    for (const origin of ['https://evil.test', 'https://127.0.0.1', 'null']) {
      const res = await app.inject({ method: 'GET', url: '/wps/system/test/ping?speed=1', headers: { host: 'b.race.test', origin } });
      expect(res.json().success).toBe(true);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('PING_DELAY_MS', () => {
  it('delays the ping outside production', async () => {
    const slow = await buildTestApp({ PING_DELAY_MS: '300' });
    try {
      const started = Date.now();
      const res = await slow.inject({ method: 'GET', url: '/wps/system/test/ping' });
      expect(res.json().success).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await slow.close();
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PING_DELAY_MS: '100', SMS_ADAPTER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com', SMS_WEBHOOK_SECRET: 'x'.repeat(32) })).toThrow(/PING_DELAY_MS/);
  });
});

describe('GET /device.html', () => {
  it('is framed only by the merchants domains and answers only allow-listed parents', async () => {
    const res = await app.inject({ method: 'GET', url: '/device.html', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain('frame-ancestors ');
    // Full origins (decision 042): the domain list, and outside production the platform's own port.
    expect(csp).toContain('https://a.race.test ');
    expect(csp).toContain('http://127.0.0.1:8080');
    expect(csp).toContain('http://listed.test:4351');
    expect(csp).not.toContain(':*');
    expect(csp).not.toContain('https://old.race.test');
    expect(csp).not.toContain('evil');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain("d.type!=='DEVICE_ID'");
    expect(res.body).toContain('"https://a.race.test"');
    expect(res.body).toContain('e.source!==parent');
  });
});

/** Runs device.html's script against a stand-in window whose localStorage is denied (third-party storage blocked). */
function runFrame(html: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const listeners: ((e: unknown) => void)[] = [];
  const posted: { data: unknown; origin: string }[] = [];
  const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
  let cookie = '';
  const denied = () => {
    throw new Error('denied');
  };
  vm.runInNewContext(script, {
    URL,
    parent,
    document: {
      get cookie() {
        return cookie;
      },
      set cookie(v: string) {
        cookie = v.split(';')[0] ?? '';
      },
    },
    localStorage: { getItem: denied, setItem: denied },
    addEventListener: (_type: string, fn: (e: unknown) => void) => listeners.push(fn),
  });
  const send = (origin: string, data: unknown, source: unknown = parent) => listeners.forEach((fn) => fn({ origin, data, source }));
  return { send, posted, cookie: () => cookie };
}

describe('device.html script', () => {
  const A = 'a'.repeat(8) + '-0000-4000-8000-' + 'a'.repeat(12);
  const B = 'b'.repeat(8) + '-0000-4000-8000-' + 'b'.repeat(12);

  it('keeps the first id (in a partitioned cookie when storage is denied) and answers it to allow-listed parents only', async () => {
    const res = await app.inject({ method: 'GET', url: '/device.html' });
    const frame = runFrame(res.body);
    frame.send('https://evil.test', { type: 'DEVICE_ID', id: B });
    frame.send('http://127.0.0.1:8080', { type: 'DEVICE_ID', id: B }, {});
    frame.send('http://127.0.0.1:8080', { type: 'OTHER', id: B });
    expect(frame.posted).toEqual([]);

    frame.send('http://127.0.0.1:8080', { type: 'DEVICE_ID', id: A });
    expect(frame.posted).toEqual([{ data: { type: 'DEVICE_ID', id: A }, origin: 'http://127.0.0.1:8080' }]);
    expect(frame.cookie()).toBe(`portico_device=${A}`);
    frame.send('https://a.race.test', { type: 'DEVICE_ID', id: B });
    expect(frame.posted[1]).toEqual({ data: { type: 'DEVICE_ID', id: A }, origin: 'https://a.race.test' });
    frame.send('https://b.race.test', { type: 'DEVICE_ID', id: 'short' });
    expect(frame.posted[2]?.data).toEqual({ type: 'DEVICE_ID', id: A });
  });

  it('answers nobody on another port, another scheme or a foreign origin, even with a kept id (decision 042)', async () => {
    const frame = runFrame((await app.inject({ method: 'GET', url: '/device.html' })).body);
    frame.send('http://127.0.0.1:8080', { type: 'DEVICE_ID', id: A });
    expect(frame.posted).toHaveLength(1);
    for (const origin of ['http://127.0.0.1:4350', 'http://localhost:9999', 'http://a.race.test', 'https://a.race.test:8443', 'http://listed.test', 'https://old.race.test', 'https://a.race.test.evil.test', 'null']) {
      frame.send(origin, { type: 'DEVICE_ID', id: B });
    }
    expect(frame.posted).toHaveLength(1);
    frame.send('http://listed.test:4351', { type: 'DEVICE_ID', id: B });
    expect(frame.posted[1]).toEqual({ data: { type: 'DEVICE_ID', id: A }, origin: 'http://listed.test:4351' });
  });

  it('stores nothing for an invalid first id', async () => {
    const frame = runFrame((await app.inject({ method: 'GET', url: '/device.html' })).body);
    frame.send('http://localhost:8080', { type: 'DEVICE_ID', id: 'x'.repeat(35) + ';' });
    expect(frame.posted).toEqual([]);
    expect(frame.cookie()).toBe('');
  });
});

describe('merchant file', () => {
  it('refuses a disabled or affiliate domain, or a race origin, that is not one of its domains', async () => {
    for (const extra of [
      { disabledDomains: ['elsewhere.test'] },
      { affiliateDomains: [{ domain: 'elsewhere.test', affiliateCode: 'A' }] },
      { domainList: ['https://elsewhere.test'] },
      { domainList: ['ftp://127.0.0.1'] },
    ]) {
      await expect(buildTestApp({ MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': { ...demoMerchant(), ...extra } }) })).rejects.toThrow();
    }
  });
});
