import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsCodes } from '../../../src/db/schema.ts';
import type { Merchant } from '../../../src/merchants/schema.ts';
import { codeMatches, hashCode, lifetimeText } from '../../../src/plugins/app/sms-codes.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../helpers/app.ts';
import { latestCode, outboxFor, uniqueIp, uniqueMobile } from '../../helpers/sms.ts';

let app: FastifyInstance;
let demo: Merchant;
let fast: Merchant;

/** FAST: codes live 1 s, resend after 1 s, 3 tries, 3 per number, 4 per IP, 2 per device. */
const FAST_SECURITY = {
  sms: {
    codeTtlSeconds: 1,
    resendSeconds: 1,
    maxAttempts: 3,
    perNumber: { max: 3, windowSeconds: 3600 },
    perIp: { max: 4, windowSeconds: 3600 },
    perDevice: { max: 2, windowSeconds: 3600 },
    // Device ids count as their own at once here; the fresh-device rule has its own test (decision 041).
    freshDeviceMinutes: 0,
  },
};
/** A device id of its own for each send, so the per-IP limit is the one reached. */
const ownDevice = () => ({ deviceId: `own-${uniqueIp()}-${Math.random().toString(36).slice(2)}` });

beforeAll(async () => {
  app = await buildTestApp({
    MERCHANTS_DIR: tempMerchantsDir({
      'demo.json': demoMerchant(),
      'fast.json': { ...demoMerchant(), merchantCode: 'FAST', name: 'Fast Bet', domains: [], security: FAST_SECURITY },
    }),
  });
  demo = app.merchants.all.get('DEMO')!;
  fast = app.merchants.all.get('FAST')!;
});
afterAll(() => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(merchant: Merchant, mobile: { countryDialingCode: string; mobileNum: string }, opts: { ip?: string; deviceId?: string } = {}) {
  return app.smsCodes.send({ merchant, ...mobile, purpose: 'noLogin', ip: opts.ip ?? uniqueIp(), ...(opts.deviceId && { deviceId: opts.deviceId }) });
}

function verify(merchant: Merchant, phone: string, code: string, id?: number) {
  return app.smsCodes.verify({ merchant, phone, purpose: 'noLogin', code, ...(id !== undefined && { id }) });
}

/** A six-digit code that is surely not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('app.smsCodes.send and verify', () => {
  it('sends a code through the outbox and accepts it once', async () => {
    const mobile = uniqueMobile();
    const info = vi.spyOn(app.log, 'info');
    const sent = await send(demo, mobile);
    expect(sent.expirationTime).toBe(60);
    const messages = await outboxFor(app, mobile.to);
    expect(messages).toHaveLength(1);
    const code = await latestCode(app, mobile.to);
    expect(messages[0]?.body).toBe(`Portico Demo: your verification code is ${code}. It expires in 5 minutes.`);
    expect(messages[0]?.merchantCode).toBe('DEMO');

    const [row] = await app.db.select().from(smsCodes).where(eq(smsCodes.id, sent.id));
    expect(row).toMatchObject({ phone: mobile.phone, purpose: 'noLogin', merchantCode: 'DEMO', attempts: 0, consumedAt: null });
    expect(row?.codeHash).toMatch(/^scrypt\$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(299_000);

    await verify(demo, mobile.phone, code, sent.id);
    await expect(verify(demo, mobile.phone, code)).rejects.toMatchObject({ errorCode: 'verification.code.expired' });
    expect(JSON.stringify(info.mock.calls)).not.toContain(code);
    info.mockRestore();
  });

  it('drops a national trunk zero and tolerates spaces around the code', async () => {
    const mobile = uniqueMobile();
    await send(demo, { countryDialingCode: '63', mobileNum: `0${mobile.mobileNum}` });
    const code = await latestCode(app, mobile.to);
    await verify(demo, mobile.phone, ` ${code} `);
  });

  it('refuses a wrong code and still accepts the right one afterwards', async () => {
    const mobile = uniqueMobile();
    await send(demo, mobile);
    const code = await latestCode(app, mobile.to);
    await expect(verify(demo, mobile.phone, wrong(code))).rejects.toMatchObject({ errorCode: 'verification.code.invalid' });
    await expect(verify(demo, mobile.phone, 'abc')).rejects.toMatchObject({ errorCode: 'verification.code.invalid' });
    await verify(demo, mobile.phone, code);
  });

  it('kills the code after maxAttempts wrong tries, even the right code then fails', async () => {
    const mobile = uniqueMobile();
    await send(fast, mobile);
    const code = await latestCode(app, mobile.to);
    for (let i = 0; i < 3; i += 1) {
      await expect(verify(fast, mobile.phone, wrong(code))).rejects.toMatchObject({ errorCode: 'verification.code.invalid' });
    }
    await expect(verify(fast, mobile.phone, code)).rejects.toMatchObject({ errorCode: 'verification.code.expired' });
  });

  it('counts parallel guesses without exceeding maxAttempts', async () => {
    const mobile = uniqueMobile();
    await send(fast, mobile);
    const code = await latestCode(app, mobile.to);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => verify(fast, mobile.phone, wrong(code))));
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { errorCode: string }).errorCode : 'ok'));
    expect(codes.filter((c) => c === 'verification.code.invalid')).toHaveLength(3);
    expect(codes.filter((c) => c === 'verification.code.expired')).toHaveLength(5);
  });

  it('lets only one of two simultaneous uses of the right code through', async () => {
    const mobile = uniqueMobile();
    await send(demo, mobile);
    const code = await latestCode(app, mobile.to);
    const results = await Promise.allSettled([verify(demo, mobile.phone, code), verify(demo, mobile.phone, code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('expires a code after codeTtlSeconds', async () => {
    const mobile = uniqueMobile();
    await send(fast, mobile);
    const code = await latestCode(app, mobile.to);
    expect((await outboxFor(app, mobile.to))[0]?.body).toBe(`Fast Bet: your verification code is ${code}. It expires in 1 second.`);
    await sleep(1_200);
    await expect(verify(fast, mobile.phone, code)).rejects.toMatchObject({ errorCode: 'verification.code.expired' });
  });

  it('supersedes an older code with a newer one', async () => {
    const mobile = uniqueMobile();
    const first = await send(demo, mobile);
    const firstCode = await latestCode(app, mobile.to);
    // End the 60 s resend wait the way time would, without waiting a minute.
    await app.rateLimits.reset(`sms:resend:DEMO:${mobile.phone}`);
    const second = await send(demo, mobile);
    const secondCode = await latestCode(app, mobile.to);
    expect(second.id).toBeGreaterThan(first.id);
    await expect(verify(demo, mobile.phone, firstCode, first.id)).rejects.toMatchObject({ errorCode: 'verification.code.expired' });
    if (firstCode !== secondCode) {
      await expect(verify(demo, mobile.phone, firstCode)).rejects.toMatchObject({ errorCode: 'verification.code.invalid' });
    }
    await verify(demo, mobile.phone, secondCode, second.id);
  });

  it('keeps purposes and merchants apart', async () => {
    const mobile = uniqueMobile();
    await send(demo, mobile);
    const code = await latestCode(app, mobile.to);
    await expect(app.smsCodes.verify({ merchant: demo, phone: mobile.phone, purpose: 'idp', code })).rejects.toMatchObject({
      errorCode: 'verification.code.expired',
    });
    await expect(verify(fast, mobile.phone, code)).rejects.toMatchObject({ errorCode: 'verification.code.expired' });
    await verify(demo, mobile.phone, code);
  });

  it('answers expired when no code was ever sent', async () => {
    await expect(verify(demo, uniqueMobile().phone, '123456')).rejects.toMatchObject({ errorCode: 'verification.code.expired' });
  });

  it('rejects impossible numbers and other countries with mobile.invalid naming the field', async () => {
    const cases: [string, string, string][] = [
      ['1', '2025550123', 'countryDialingCode'], // not one of the merchant's countries
      ['063', '9171234567', 'countryDialingCode'],
      ['63', '123', 'mobileNum'],
      ['63', '000000', 'mobileNum'],
      ['63', '91712345678901', 'mobileNum'], // 16 digits with the dialling code
    ];
    for (const [countryDialingCode, mobileNum, field] of cases) {
      await expect(send(demo, { countryDialingCode, mobileNum })).rejects.toMatchObject({
        errorCode: 'mobile.invalid',
        options: { fieldErrors: [{ field }] },
      });
    }
  });
});

describe('app.smsCodes limits', () => {
  it('makes a number wait resendSeconds before another code', async () => {
    const mobile = uniqueMobile();
    await send(demo, mobile);
    const err = await send(demo, mobile).catch((e: unknown) => e);
    expect(err).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_SMS', status: 429 });
    const { retryAfter } = (err as { options: { retryAfter: number } }).options;
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((err as { options: { value: unknown } }).options.value).toEqual({ retryAfter });
    expect(await outboxFor(app, mobile.to)).toHaveLength(1);
  });

  it('limits codes per number', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 3; i += 1) {
      await send(fast, mobile);
      await sleep(1_050); // FAST's resend wait is 1 s
    }
    const err = await send(fast, mobile).catch((e: unknown) => e);
    expect(err).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_SMS' });
    expect((err as { options: { retryAfter: number } }).options.retryAfter).toBeGreaterThan(3500);
  });

  it('limits codes per IP across numbers; refusals count too, and leave the number untouched', async () => {
    const ip = uniqueIp();
    const first = uniqueMobile();
    await send(fast, first, { ip, ...ownDevice() });
    // A refusal (resend wait) counts against the IP: reserved before the work (decision 034).
    await expect(send(fast, first, { ip, ...ownDevice() })).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST_SMS' });
    for (let i = 0; i < 2; i += 1) await send(fast, uniqueMobile(), { ip, ...ownDevice() });
    const fifth = uniqueMobile();
    await expect(send(fast, fifth, { ip, ...ownDevice() })).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST_SMS' });
    expect(await outboxFor(app, fifth.to)).toHaveLength(0);
    await send(fast, fifth, { ip: uniqueIp() });
  });

  it('limits codes per device across numbers and addresses', async () => {
    const deviceId = `dev-${uniqueIp()}-${Date.now()}`;
    await send(fast, uniqueMobile(), { deviceId });
    await send(fast, uniqueMobile(), { deviceId });
    await expect(send(fast, uniqueMobile(), { deviceId })).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST_SMS' });
    await send(fast, uniqueMobile());
  });
});

describe('code hashing and message text', () => {
  it('salts every hash and matches only the right code', async () => {
    const [a, b] = await Promise.all([hashCode('123456'), hashCode('123456')]);
    expect(a).not.toBe(b);
    expect(await codeMatches('123456', a)).toBe(true);
    expect(await codeMatches('123457', a)).toBe(false);
    expect(await codeMatches('123456', 'sha1$x$y')).toBe(false);
  });

  it('says the lifetime the way a person would', () => {
    expect(lifetimeText(300)).toBe('5 minutes');
    expect(lifetimeText(60)).toBe('1 minute');
    expect(lifetimeText(90)).toBe('90 seconds');
    expect(lifetimeText(1)).toBe('1 second');
  });
});
