import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config/env.ts';
import { members } from '../../src/db/schema.ts';
import { buildTestApp, demoMerchant, firebaseDemo, tempMerchantsDir } from '../helpers/app.ts';

const WEBHOOK = { SMS_ADAPTER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_SECRET: 'x'.repeat(32) };

// Everything here signs a member in without a secret, creates accounts, or issues a captcha pass.
const DEV_ONLY = [
  ['GET', '/dev/outbox'],
  ['GET', '/dev/outbox.json'],
  ['POST', '/dev/members'],
  ['GET', '/dev/registrations.json?username=player1'],
  ['GET', '/dev/geetest/static.geetest.com/static/tools/gt.js'],
  ['POST', '/dev/geetest/api/pass'],
  ['GET', '/idp/local/jwks.json'],
  ['GET', '/idp/local/signin?channel=google&mode=popup&state=s&return_to=http://localhost/m/'],
  ['POST', '/idp/local/phone/send'],
  ['POST', '/idp/local/phone/verify'],
  ['GET', '/wps/docs'],
  ['GET', '/vendor/local/lottery?ticket=x'],
  ['POST', '/vendor/local/lottery/draw'],
  ['GET', '/vendor/local/trial?game=TCG_QUICK3'],
] as const;

describe('DEV_ROUTES and SEED_DEMO settings', () => {
  it('keeps the development routes off unless turned on, whatever NODE_ENV says', () => {
    expect(loadConfig({}).DEV_ROUTES).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).DEV_ROUTES).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'true' }).DEV_ROUTES).toBe(true);
  });

  it('refuses the development routes in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'true', ...WEBHOOK })).toThrow(/DEV_ROUTES: .*not allowed in production/);
  });

  it('seeds the demo members outside production by default, in production only when told to', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...WEBHOOK }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...WEBHOOK }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});

for (const nodeEnv of ['development', 'test'] as const) {
  describe(`NODE_ENV=${nodeEnv} without DEV_ROUTES`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ NODE_ENV: nodeEnv, DEV_ROUTES: undefined, MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }) });
    });
    afterAll(() => app.close());

    it('serves none of the development routes', async () => {
      for (const [method, url] of DEV_ONLY) {
        const res = await app.inject({ method, url, ...(method === 'POST' && { payload: {} }) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(app.identity.local).toBeNull();
    });

    it('opens no game: without the vendor stand-in a trial launch says games are unavailable', async () => {
      const res = await app.inject({ method: 'POST', url: '/wps/relay/GCS_gameTrialLaunch', payload: { gameId: 'TCG_QUICK3' } });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'game.vendor_unavailable' });
    });

    it('creates no account through POST /dev/members', async () => {
      const before = (await app.db.select({ id: members.id }).from(members)).length;
      await app.inject({ method: 'POST', url: '/dev/members', payload: { customerType: 1 } });
      expect((await app.db.select({ id: members.id }).from(members)).length).toBe(before);
    });
  });
}

describe('development stand-ins without DEV_ROUTES', () => {
  it('refuses to start a merchant on the local identity provider, saying what to set', async () => {
    const dir = tempMerchantsDir({ 'demo.json': demoMerchant() });
    await expect(buildTestApp({ DEV_ROUTES: 'false', MERCHANTS_DIR: dir })).rejects.toThrow(/Merchant DEMO: identity\.kind "local" .*DEV_ROUTES=true.*"firebase"/);
  });

  it('refuses the Geetest stand-in for a merchant on Geetest', async () => {
    const onGeetest = { ...firebaseDemo(), captcha: { ...(demoMerchant().captcha as object), provider: 'geetest', GEETEST_ID: 'a'.repeat(32) } };
    const dir = tempMerchantsDir({ 'demo.json': onGeetest });
    await expect(buildTestApp({ DEV_ROUTES: 'false', MERCHANTS_DIR: dir })).rejects.toThrow(/GEETEST_ADAPTER=local .*DEV_ROUTES=true/);
  });

  it('serves them all when turned on', async () => {
    const app = await buildTestApp({ DEV_ROUTES: 'true', NODE_ENV: 'development' });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/idp/local/jwks.json' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/wps/docs' })).statusCode).toBeLessThan(400);
    } finally {
      await app.close();
    }
  });
});
