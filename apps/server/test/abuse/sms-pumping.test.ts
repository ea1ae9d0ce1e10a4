import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAppWithMerchants, demoMerchant } from '../helpers/app.ts';
import { latestCode, outboxFor, uniqueIp } from '../helpers/sms.ts';

/*
 * Decision 041, sms pumping: numbering-plan types, the prefix breaker (opens, refuses, closes again
 * after its cool-down on a moved clock) and device ids that are too new to be trusted. Merchant codes
 * are fresh per run, so a shared PostgreSQL's rows of other runs never count here.
 */

const RUN = Date.now().toString(36).toUpperCase();
const PUMP = `SP_${RUN}`;
const TOKEN = 'pumping-admin-token-0123456789abcdef';
const roomy = { max: 10_000, windowSeconds: 3600 };
let app: FastifyInstance;

beforeAll(async () => {
  const demo = demoMerchant();
  app = await buildAppWithMerchants(
    {
      'pump.json': {
        ...demo,
        merchantCode: PUMP,
        domains: [],
        countries: [
          { countryCode: 'PH', countryDialingCode: '63' },
          { countryCode: 'US', countryDialingCode: '1' },
          { countryCode: 'BR', countryDialingCode: '55' },
        ],
        // The texts themselves are under test: no verification before them, roomy sender limits.
        captcha: { ...(demo.captcha as object), sms: false },
        security: {
          sms: { perIp: roomy, perSubnet: roomy, perDevice: { max: 2, windowSeconds: 3600 }, breaker: { minSent: 5, verifiedPercent: 20, coolDownSeconds: 600 } },
        },
      },
    },
    { ADMIN_TOKEN: TOKEN },
  );
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const text = (countryDialingCode: string, mobileNum: string, opts: { ip?: string; loginDeviceId?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: opts.ip ?? uniqueIp(),
    headers: { Merchant: PUMP },
    payload: { countryDialingCode, mobileNum, ...(opts.loginDeviceId && { loginDeviceId: opts.loginDeviceId }) },
  });
const seven = () => randomInt(0, 10_000_000).toString().padStart(7, '0');

describe('number types', () => {
  it.each([
    ['premium rate (US 1-900)', '1', '9005551234'],
    ['toll free (US 1-800)', '1', '8005551234'],
    ['landline (São Paulo)', '55', '1133334444'],
    ['outside the numbering plan (PH 900)', '63', '9000000000'],
  ])('texts no %s number and says why on the number field', async (_, code, number) => {
    const res = await text(code, number);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'mobile.invalid', fieldErrors: [{ field: 'mobileNum' }] });
    expect(await outboxFor(app, `+${code}${number}`)).toHaveLength(0);
  });

  it('texts mobile numbers, and North American numbers the plan cannot tell from landlines', async () => {
    for (const [code, number] of [['63', `917${seven()}`], ['55', `11987${randomInt(100_000, 999_999)}`], ['1', `202555${randomInt(1000, 9999)}`]] as const) {
      expect((await text(code, number)).json(), `${code} ${number}`).toMatchObject({ success: true });
    }
  });
});

describe('the prefix breaker', () => {
  const status = async () =>
    (await app.inject({ method: 'GET', url: `/admin/abuse?merchantCode=${PUMP}`, headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: '192.0.2.9' })).json().value as {
      smsBreakers: { prefix: string; sent: number; verified: number; open: boolean }[];
    };

  it('opens when a prefix’s texts go unverified, refuses that prefix only, and closes after the cool-down', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    for (let i = 0; i < 4; i += 1) expect((await text('63', `935${seven()}`)).json().success).toBe(true);
    const tripped = await text('63', `935${seven()}`);
    expect(tripped.statusCode).toBe(429);
    expect(tripped.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_SMS' });
    expect(Number(tripped.headers['retry-after'])).toBe(600);
    // Another operator's range is untouched.
    expect((await text('63', `936${seven()}`)).json().success).toBe(true);
    expect((await status()).smsBreakers.find((b) => b.prefix === '63935')).toMatchObject({ open: true, sent: 5, verified: 0 });

    vi.setSystemTime(new Date('2030-01-01T10:09:59Z'));
    expect((await text('63', `935${seven()}`)).statusCode).toBe(429);
    vi.setSystemTime(new Date('2030-01-01T10:10:01Z'));
    expect((await text('63', `935${seven()}`)).json().success).toBe(true);
    expect((await status()).smsBreakers.find((b) => b.prefix === '63935')).toMatchObject({ open: false, sent: 1 });
  });

  it('stays closed while people verify their codes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-02-01T10:00:00Z'));
    for (let i = 0; i < 12; i += 1) {
      const number = `945${seven()}`;
      expect((await text('63', number)).json().success).toBe(true);
      if (i % 4 === 0) {
        const code = await latestCode(app, `+63${number}`);
        await app.smsCodes.verify({ merchant: app.merchants.all.get(PUMP)!, phone: `63${number}`, purpose: 'noLogin', code });
      }
    }
    expect((await status()).smsBreakers.find((b) => b.prefix === '63945')).toMatchObject({ open: false, sent: 12, verified: 3 });
  });
});

describe('device ids', () => {
  it('counts a fresh device id as its address’s: new ids from one address share its 2 texts', async () => {
    const ip = uniqueIp();
    const sends = [];
    for (let i = 0; i < 3; i += 1) sends.push(await text('63', `905${seven()}`, { ip, loginDeviceId: `rand-${RUN}-${i}-${randomInt(1e9)}` }));
    expect(sends.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect((await text('63', `905${seven()}`, { ip })).statusCode).toBe(429);
  });

  it('gives a device id known for ten minutes its own allowance, across addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-01T10:00:00Z'));
    const loginDeviceId = `kept-${RUN}-${randomInt(1e9)}`;
    const ip = uniqueIp();
    expect((await text('63', `906${seven()}`, { ip, loginDeviceId })).statusCode).toBe(200);
    vi.setSystemTime(new Date('2030-03-01T10:11:00Z'));
    expect((await text('63', `906${seven()}`, { ip: uniqueIp(), loginDeviceId })).statusCode).toBe(200);
    expect((await text('63', `906${seven()}`, { ip: uniqueIp(), loginDeviceId })).statusCode).toBe(200);
    expect((await text('63', `906${seven()}`, { ip: uniqueIp(), loginDeviceId })).statusCode).toBe(429);
  });
});
