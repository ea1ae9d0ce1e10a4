import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { merchantFile } from '../../src/merchants/schema.ts';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAppWithMerchants, demoMerchant, tempWebDist } from '../helpers/app.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let app: FastifyInstance;
beforeAll(async () => {
  const dark = { ...demoMerchant(), merchantCode: 'DARKLOOK', domains: ['dark.example'], look: { theme: 'dark', logo: '/m/brand/night.svg', primary: '#7b2cbf' } };
  const dist = tempWebDist();
  const index = '<!doctype html><html lang="en"><head><meta name="portico-merchant" content="" /><!--portico-settings--><meta name="theme-color" content="#ffffff" /></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(dist, 'index.html'), index);
  app = await buildAppWithMerchants({ 'dark.json': dark }, { WEB_DIST: dist });
});
afterAll(() => app.close());

const page = (host: string) => app.inject({ method: 'GET', url: '/m/home', headers: { host } });

describe("the merchant's look on the page (decision 032)", () => {
  it('a dark merchant: data-theme, dark theme colour, its brand colour inline and allowed by hash', async () => {
    const res = await page('dark.example');
    expect(res.body).toMatch(/<html[^>]*data-theme="dark"/);
    expect(res.body).toContain('<meta name="theme-color" content="#1b1f27" />');
    const style = ':root:root{--c-primary:#7b2cbf}';
    expect(res.body).toContain(`<style id="portico-look">${style}</style>`);
    expect(res.headers['content-security-policy']).toContain(hash(style));
    const settings = (await app.inject({ method: 'GET', url: '/wps/system/settings', headers: { host: 'dark.example' } })).json();
    expect(settings.value.look).toEqual({ theme: 'dark', logo: '/m/brand/night.svg', primary: '#7b2cbf' });
  });

  it('the default look adds no inline style', async () => {
    const res = await page('127.0.0.1');
    expect(res.body).toMatch(/<html[^>]*data-theme="light"/);
    expect(res.body).not.toContain('portico-look');
  });
});

describe('merchant file: look', () => {
  const withLook = (look: unknown) => merchantFile.safeParse({ ...demoMerchant(), look });

  it('defaults to the light theme, no logo, the default colour', () => {
    const { look: _omitted, ...rest } = demoMerchant();
    const parsed = merchantFile.parse(rest);
    expect(parsed.look).toEqual({ theme: 'light', logo: null, primary: '#0b4fa8' });
  });

  it('refuses a brand colour white text cannot be read on, or a link colour too pale for the light page', () => {
    const pale = withLook({ theme: 'light', primary: '#ffcc00' });
    expect(pale.success).toBe(false);
    expect(pale.error?.issues.map((i) => i.path.join('.'))).toContain('look.primary');
    expect(withLook({ theme: 'dark', primary: '#7b2cbf' }).success).toBe(true);
  });

  it('refuses a logo that is neither a path on the site nor https', () => {
    for (const logo of ['http://cdn.example.com/logo.svg', 'javascript:alert(1)', 'logo.svg']) {
      expect(withLook({ theme: 'light', logo }).success, logo).toBe(false);
    }
  });
});
