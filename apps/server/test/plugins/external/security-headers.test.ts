import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildAppWithMerchants, demoMerchant, firebaseDemo, tempMerchantsDir, tempWebDist, buildTestApp } from '../../helpers/app.ts';

const SCRIPT = "document.documentElement.classList.add('x');";
const STYLE = '#splash{display:flex}';
/** A built index.html with what the real one keeps inline: one script, one style, the settings slot. */
function webDistWithInlineCode(): string {
  const dir = tempWebDist();
  const html = `<!doctype html><html><head><meta name="portico-merchant" content="" /><!--portico-settings--><style>${STYLE}</style><script>${SCRIPT}</script><script type="module" src="/m/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A policy's directives by name. */
function directives(csp: string | undefined): Record<string, string[]> {
  expect(csp).toBeTypeOf('string');
  return Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

let app: FastifyInstance;
beforeAll(async () => {
  const geetest = {
    ...demoMerchant(),
    merchantCode: 'GT',
    domains: ['gt.example'],
    captcha: { enabled: true, provider: 'geetest', GEETEST_ID: 'id', GEETEST_VERSION: 'v4', geetestServers: ['https://mirror.example.net/gt'] },
  };
  const firebase = { ...firebaseDemo(), merchantCode: 'FB', domains: ['fb.example'], imageCdn: 'https://img.fb.example/x' };
  const pixels = { ...demoMerchant(), merchantCode: 'PX', domains: ['px.example'], tracking: { pixels: { meta: '123', google: 'AW-1' } } };
  app = await buildAppWithMerchants({ 'gt.json': geetest, 'fb.json': firebase, 'px.json': pixels }, { WEB_DIST: webDistWithInlineCode() });
});
afterAll(() => app.close());

const get = (url: string, host = '127.0.0.1') => app.inject({ method: 'GET', url, headers: { host } });

describe('security headers', () => {
  it('the app page: inline code only by hash, never framed, opener kept for sign-in popups', async () => {
    for (const url of ['/m/login', '/m/register', '/m/no-such-page']) {
      const res = await get(url);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['script-src'], url).toEqual(["'self'", hash(SCRIPT)]);
      expect(csp['style-src'], url).toEqual(["'self'", hash(STYLE)]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.body, url).toContain('type="application/json"');
    }
  });

  it("names the demo merchant's image CDN for images and the device frame, and its race origins for pings", async () => {
    const csp = directives((await get('/m/login')).headers['content-security-policy'] as string);
    expect(csp['img-src']).toContain('https://cdn.example.com');
    expect(csp['frame-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://127.0.0.1', 'https://localhost']);
    expect(csp['script-src']?.some((s) => s.includes('geetest') || s.includes('google'))).toBe(false);
  });

  it('lets a Geetest merchant load from its mirror and Geetest, and only that merchant', async () => {
    const csp = directives((await get('/m/login', 'gt.example')).headers['content-security-policy'] as string);
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src']) {
      expect(csp[name], name).toEqual(expect.arrayContaining(['https://mirror.example.net', 'https://*.geetest.com']));
    }
  });

  it('lets a merchant with pixels load exactly those networks (decision 040), and only that merchant', async () => {
    const csp = directives((await get('/m/home', 'px.example')).headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://connect.facebook.net', 'https://www.googletagmanager.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://www.facebook.com', 'https://www.google.com']));
    expect(csp['script-src']).not.toContain('https://analytics.tiktok.com');
    const plain = directives((await get('/m/home')).headers['content-security-policy'] as string);
    expect(plain['script-src']).not.toContain('https://connect.facebook.net');
  });

  it("lets a Firebase merchant reach Google's auth endpoints, its authDomain frame and reCAPTCHA", async () => {
    const csp = directives((await get('/m/login', 'fb.example')).headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://apis.google.com', 'https://www.google.com/recaptcha/']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']));
    expect(csp['frame-src']).toEqual(["'self'", 'https://img.fb.example', 'https://p.firebaseapp.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
  });

  it("API answers get an API answer's headers (decision 049): a policy that allows nothing, no framing, nosniff", async () => {
    for (const url of ['/wps/system/settings', '/wps/no-such-call']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(url === '/wps/no-such-call' ? 404 : 200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // A document's headers: a JSON answer is never one.
      expect(res.headers['referrer-policy'], url).toBeUndefined();
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('script files carry no policy (a worker started from one would inherit it) but are nosniff', async () => {
    const res = await get('/m/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the device frame keeps its own policy: framable by merchant domains only, no X-Frame-Options', async () => {
    const res = await get('/device.html');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['frame-ancestors']).toEqual(expect.arrayContaining(['https://127.0.0.1', 'https://gt.example', 'https://fb.example']));
    expect(csp['frame-ancestors']).not.toContain("'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("development pages keep working under their own policy; the local provider's popup keeps its opener", async () => {
    const outbox = await get('/dev/outbox');
    expect(outbox.statusCode).toBe(200);
    expect(directives(outbox.headers['content-security-policy'] as string)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(outbox.headers['x-frame-options']).toBe('DENY');
    const popup = await get('/idp/local/signin?channel=google&mode=popup&state=s1&return_to=http://127.0.0.1/m/login');
    expect(popup.statusCode).toBe(200);
    expect(directives(popup.headers['content-security-policy'] as string)['script-src']?.[0]).toMatch(/^'nonce-/);
    expect(popup.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

describe('security headers in production', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      SMS_ADAPTER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_WEBHOOK_SECRET: 'security-header-tests-send-no-text',
      MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }),
      SEED_DEMO: 'false',
    });
    try {
      const page = await prod.inject({ method: 'GET', url: '/m/login' });
      expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(page.headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
      const api = await prod.inject({ method: 'GET', url: '/healthz' });
      expect(api.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });
});
