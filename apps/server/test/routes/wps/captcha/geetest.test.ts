import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../../src/db/schema.ts';
import { buildApp } from '../../../../src/app.ts';
import { buildTestApp, demoMerchant, firebaseDemo, tempMerchantsDir, testConfig } from '../../../helpers/app.ts';
import { createMember, postLogin } from '../../../helpers/members.ts';

let app: FastifyInstance;
const GT3 = 'GT_THREE';
const GT4 = 'GT_FOUR';
const geetest = (version?: 'v3' | 'v4', id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90') => ({
  enabled: true,
  provider: 'geetest',
  GEETEST_ID: id,
  ...(version ? { GEETEST_VERSION: version } : {}),
});

beforeAll(async () => {
  app = await buildTestApp({
    MERCHANTS_DIR: tempMerchantsDir({
      'demo.json': demoMerchant(),
      // No GEETEST_VERSION: the default v3 applies (E9.31).
      'gt3.json': { ...demoMerchant(), merchantCode: GT3, domains: [], captcha: geetest() },
      'gt4.json': { ...demoMerchant(), merchantCode: GT4, domains: [], captcha: geetest('v4', 'captcha-id-4') },
    }),
  });
});
afterAll(() => app.close());

async function register(merchant: string) {
  const res = await app.inject({ method: 'GET', url: `/wps/captcha/geetest?t=${Date.now()}`, headers: { Merchant: merchant } });
  return { res, body: res.json() as { success: boolean; errorCode?: string; value: { gt: string; challenge: string; newCaptcha: boolean; success: number } } };
}

/** What the stand-in script does once the person pressed its button. */
async function passStandIn(body: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: '/dev/geetest/api/pass', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, string>;
}

async function v3Result(merchant = GT3) {
  const { value } = (await register(merchant)).body;
  const { validate } = await passStandIn({ version: 'v3', challenge: value.challenge });
  return { geetestChallenge: value.challenge, geetestSeccode: `${validate}|jordan` };
}

async function loginWith(merchant: string, fields: Record<string, unknown>) {
  const m = await createMember(app, { merchantCode: merchant });
  const res = await postLogin(app, { username: m.username, password: m.password, ...fields }, { merchant });
  const rows = await app.db.select().from(sessions).where(eq(sessions.memberId, m.id));
  return { body: res.json() as { success: boolean; errorCode?: string }, sessions: rows.length };
}

describe('GET /wps/captcha/geetest', () => {
  it('answers gt, a fresh 32-hex challenge, newCaptcha and success for a v3 merchant (v3 by default), never cached', async () => {
    const { res, body } = await register(GT3);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.value).toMatchObject({ gt: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', newCaptcha: true, success: 1 });
    expect(body.value.challenge).toMatch(/^[0-9a-f]{32}$/);
    expect((await register(GT3)).body.value.challenge).not.toBe(body.value.challenge);
    expect(app.merchants.all.get(GT3)?.captcha.GEETEST_VERSION).toBe('v3');
  });

  it('answers the captcha id as gt for v4', async () => {
    expect((await register(GT4)).body.value).toMatchObject({ gt: 'captcha-id-4', success: 1 });
  });

  it('is refused with captcha.unavailable for a merchant not on Geetest', async () => {
    expect((await register('DEMO')).body).toMatchObject({ success: false, errorCode: 'captcha.unavailable' });
  });
});

describe('sign-in on a Geetest v3 merchant', () => {
  it('accepts a passed result once; the same result again is refused', async () => {
    const fields = await v3Result();
    expect(await loginWith(GT3, fields)).toEqual({ body: expect.objectContaining({ success: true }), sessions: 1 });
    expect(await loginWith(GT3, fields)).toEqual({ body: expect.objectContaining({ errorCode: 'captcha.invalid' }), sessions: 0 });
  });

  it('refuses no result, a forged validate, a challenge it did not issue, and a result of another merchant', async () => {
    const good = await v3Result();
    const [validate] = good.geetestSeccode.split('|');
    const forgedChallenge = `${'0'.repeat(16)}${good.geetestChallenge.slice(16)}`;
    const standInForForged = await passStandIn({ version: 'v3', challenge: forgedChallenge });
    const variants: Record<string, unknown>[] = [
      {},
      { geetestChallenge: good.geetestChallenge },
      { geetestChallenge: good.geetestChallenge, geetestSeccode: `${'f'.repeat(44)}|jordan` },
      { geetestChallenge: good.geetestChallenge, geetestSeccode: validate },
      { geetestChallenge: forgedChallenge, geetestSeccode: `${standInForForged.validate}|jordan` },
      { geetestValidateV4: '{}', captcha: 'x' },
    ];
    for (const fields of variants) {
      expect(await loginWith(GT3, fields), JSON.stringify(fields)).toEqual({ body: expect.objectContaining({ errorCode: 'captcha.invalid' }), sessions: 0 });
    }
    // A result passed for GT3 is refused at GT_FOUR's door (other version, other key binding).
    expect((await loginWith(GT4, await v3Result())).body.errorCode).toBe('captcha.invalid');
  });
});

describe('sign-in on a Geetest v4 merchant', () => {
  it('accepts the getValidate() JSON once and refuses a tampered or foreign one', async () => {
    const result = await passStandIn({ version: 'v4', captchaId: 'captcha-id-4' });
    const fields = { geetestValidateV4: JSON.stringify(result) };
    expect((await loginWith(GT4, fields)).body.success).toBe(true);
    expect((await loginWith(GT4, fields)).body.errorCode).toBe('captcha.invalid');

    const fresh = await passStandIn({ version: 'v4', captchaId: 'captcha-id-4' });
    const tampered = { ...fresh, gen_time: String(Number(fresh.gen_time) + 60) };
    expect((await loginWith(GT4, { geetestValidateV4: JSON.stringify(tampered) })).body.errorCode).toBe('captcha.invalid');
    const otherId = await passStandIn({ version: 'v4', captchaId: 'someone-else' });
    expect((await loginWith(GT4, { geetestValidateV4: JSON.stringify(otherId) })).body.errorCode).toBe('captcha.invalid');
    expect((await loginWith(GT4, { geetestValidateV4: 'not json' })).body.errorCode).toBe('captcha.invalid');
  });

  it('applies to registration too, through require(…, "registration")', async () => {
    await expect(app.captcha.require(app.merchants.all.get(GT4)!, {}, 'registration')).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
    const result = await passStandIn({ version: 'v4', captchaId: 'captcha-id-4' });
    await expect(app.captcha.require(app.merchants.all.get(GT4)!, { geetestValidateV4: JSON.stringify(result) }, 'registration')).resolves.toBeUndefined();
  });
});

describe('the stand-in in production', () => {
  it('refuses to start with the local adapter when a merchant is on Geetest', async () => {
    const config = testConfig({
      NODE_ENV: 'production',
      SMS_ADAPTER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_WEBHOOK_SECRET: 'geetest-tests-send-no-text',
      MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': { ...firebaseDemo(), captcha: geetest('v4') } }),
    });
    await expect(buildApp(config)).rejects.toThrow(/GEETEST_ADAPTER=local/);
    // …and the real adapter without the merchant's key.
    await expect(buildApp({ ...config, GEETEST_ADAPTER: 'geetest' })).rejects.toThrow(/GEETEST_KEYS/);
  });
});

describe('the register step under abuse', () => {
  it('is limited to 60 a minute per merchant and address (each may cost a call to Geetest)', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 62; i++) codes.push((await register(GT4)).body.errorCode);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUEST').length).toBeGreaterThanOrEqual(1);
    expect(codes.slice(0, 58).every((c) => c === undefined)).toBe(true);
    // Another merchant's visitors on the same address are not affected.
    expect((await register(GT3)).body.success).toBe(true);
  });
});
