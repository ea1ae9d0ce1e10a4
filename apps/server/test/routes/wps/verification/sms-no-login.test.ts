import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppWithMerchants, demoMerchant } from '../../../helpers/app.ts';
import { solvedCaptcha } from '../../../helpers/captcha.ts';
import { latestCode, outboxFor, uniqueIp, uniqueMobile } from '../../../helpers/sms.ts';

const SMSV = 'SMS_VERIFY';
const SMSV3 = 'SMS_GT3';
const VERIFY = { enabled: false, sms: true, difficulty: 1000, GEETEST_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', GEETEST_VERSION: 'v4' };

const NO_SMS_VERIFY = { ...(demoMerchant().captcha as object), sms: false };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAppWithMerchants({
    // The demo merchant with verification before a text turned off: these tests are about the text.
    'plain.json': { ...demoMerchant(), merchantCode: 'PLAIN', domains: [], captcha: { ...NO_SMS_VERIFY } },
    // 2 sends per IP (so 4 requests), 1 per device (known at once: no fresh-device wait, decision 041).
    'tight.json': {
      ...demoMerchant(),
      merchantCode: 'TIGHT',
      domains: [],
      captcha: { ...NO_SMS_VERIFY },
      security: { sms: { perIp: { max: 2, windowSeconds: 600 }, perDevice: { max: 1, windowSeconds: 600 }, freshDeviceMinutes: 0 } },
    },
    // Verification before a text (decision 020): built-in, and Geetest v3, which doc A §5 refuses for sms.
    'smsv.json': { ...demoMerchant(), merchantCode: SMSV, domains: [], captcha: { ...VERIFY, provider: 'builtin' } },
    'smsv3.json': { ...demoMerchant(), merchantCode: SMSV3, domains: [], captcha: { ...VERIFY, provider: 'geetest', GEETEST_VERSION: 'v3' } },
  });
});
afterAll(() => app.close());

const post = (payload: unknown, opts: { ip?: string; merchant?: string; raw?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: opts.ip ?? uniqueIp(),
    headers: { 'content-type': 'application/json', Merchant: opts.merchant ?? 'PLAIN' },
    payload: opts.raw ?? JSON.stringify(payload),
  });

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a code and answers the resend wait in seconds', async () => {
    const { countryDialingCode, mobileNum, to, phone } = uniqueMobile();
    const res = await post({ countryDialingCode, mobileNum });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { expirationTime: 60 } });
    expect(res.headers['cache-control']).toBe('no-store');
    const code = await latestCode(app, to);
    await app.smsCodes.verify({ merchant: app.merchants.all.get('PLAIN')!, phone, purpose: 'noLogin', code });
  });

  it('answers 429 TOO_MANY_REQUEST_SMS with Retry-After when asked again too soon', async () => {
    const mobile = uniqueMobile();
    await post(mobile);
    const res = await post(mobile);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST_SMS', value: { retryAfter } });
    expect(await outboxFor(app, mobile.to)).toHaveLength(1);
  });

  it('answers bad input with request.invalid naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ countryDialingCode: '63' }, 'mobileNum'],
      [{ mobileNum: '9171234567' }, 'countryDialingCode'],
      [{ countryDialingCode: '63', mobileNum: '917abc4567' }, 'mobileNum'],
      [{ countryDialingCode: '+63', mobileNum: '9171234567' }, 'countryDialingCode'],
      [{ countryDialingCode: 63, mobileNum: 9171234567 }, 'countryDialingCode'],
      [{ countryDialingCode: '63', mobileNum: '9171234567', loginDeviceId: 'x'.repeat(65) }, 'loginDeviceId'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(body.fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
    }
    for (const raw of ['{not json', '[]', '"63"', 'null']) {
      const res = await post(null, { raw });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers mobile.invalid for a number outside the merchant countries', async () => {
    const res = await post({ countryDialingCode: '44', mobileNum: '7700900123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'mobile.invalid',
      fieldErrors: [{ field: 'countryDialingCode' }],
    });
  });

  it('caps requests per IP, refused ones included, so a script cannot pump', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 4; i += 1) {
      const res = await post({ countryDialingCode: '44', mobileNum: '7700900123' }, { ip, merchant: 'TIGHT' });
      expect(res.json().errorCode).toBe('mobile.invalid');
    }
    const mobile = uniqueMobile();
    const res = await post(mobile, { ip, merchant: 'TIGHT' });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('TOO_MANY_REQUEST_SMS');
    expect(await outboxFor(app, mobile.to)).toHaveLength(0);
    expect((await post(mobile, { merchant: 'TIGHT' })).json().success).toBe(true);
  });

  it('limits codes per device id', async () => {
    const loginDeviceId = `device-${uniqueIp()}-${Date.now()}`;
    expect((await post({ ...uniqueMobile(), loginDeviceId }, { merchant: 'TIGHT' })).json().success).toBe(true);
    const res = await post({ ...uniqueMobile(), loginDeviceId }, { merchant: 'TIGHT' });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('TOO_MANY_REQUEST_SMS');
  });
});

describe('POST /wps/verification/sms/noLogin with verification before a text (decision 020)', () => {
  it('texts nothing without a result or with a spent one; a fresh solution texts once', async () => {
    const mobile = uniqueMobile();
    expect((await post(mobile, { merchant: SMSV })).json()).toMatchObject({ success: false, errorCode: 'captcha.invalid', fieldErrors: [{ field: 'captcha' }] });
    expect((await post({ ...mobile, captcha: 'bm90IGEgc29sdXRpb24=' }, { merchant: SMSV })).json().errorCode).toBe('captcha.invalid');
    expect(await outboxFor(app, mobile.to)).toHaveLength(0);

    const ip = uniqueIp();
    const captcha = await solvedCaptcha(app, SMSV, { ip, form: 'sms' });
    expect((await post({ ...mobile, captcha }, { merchant: SMSV, ip })).json()).toMatchObject({ success: true });
    const other = uniqueMobile();
    expect((await post({ ...other, captcha }, { merchant: SMSV, ip })).json().errorCode).toBe('captcha.invalid');
    expect(await outboxFor(app, mobile.to)).toHaveLength(1);
    expect(await outboxFor(app, other.to)).toHaveLength(0);
  });

  it('refuses Geetest v3 for sms even with a passed result (doc A §5: sms needs v4)', async () => {
    const registered = await app.inject({ method: 'GET', url: `/wps/captcha/geetest?t=${Date.now()}`, headers: { Merchant: SMSV3 } });
    const { challenge } = registered.json().value as { challenge: string };
    const passed = await app.inject({ method: 'POST', url: '/dev/geetest/api/pass', payload: { version: 'v3', challenge } });
    const { validate } = passed.json() as { validate: string };
    const mobile = uniqueMobile();
    const res = await post({ ...mobile, geetestChallenge: challenge, geetestSeccode: `${validate}|jordan` }, { merchant: SMSV3 });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    expect(await outboxFor(app, mobile.to)).toHaveLength(0);
  });

  it('asks it of a merchant that leaves it out (the default since decision 041), nothing of one that turns it off', async () => {
    const mobile = uniqueMobile();
    expect((await post(mobile, { merchant: 'DEMO' })).json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    expect((await post(mobile)).json().success).toBe(true);
  });
});
