import { createChallenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCaptchaSolution } from '@portico/contract/captcha';
import { platformKeys, sessions } from '../../../../src/db/schema.ts';
import { captchaHmacKey } from '../../../../src/security/captcha-key.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { fetchChallenge, solve, solvedCaptcha } from '../../../helpers/captcha.ts';
import { createMember, postLogin } from '../../../helpers/members.ts';

let app: FastifyInstance;
const GUARDED = 'GUARDED';
const captchaOn = { enabled: true, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4', difficulty: 20_000 };

beforeAll(async () => {
  // DEMO keeps captcha off (as in demo.json); GUARDED requires the built-in verification.
  app = await buildTestApp({
    MERCHANTS_DIR: tempMerchantsDir({
      'demo.json': demoMerchant(),
      'guarded.json': { ...demoMerchant(), merchantCode: GUARDED, domains: [], captcha: captchaOn },
    }),
  });
});
afterAll(() => app.close());

async function sessionCount(memberId: number) {
  return (await app.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;
}

async function guardedLogin(extra: Record<string, unknown> = {}) {
  const m = await createMember(app, { merchantCode: GUARDED });
  const res = await postLogin(app, { username: m.username, password: m.password, ...extra }, { merchant: GUARDED });
  return { m, res, body: res.json() as { success: boolean; errorCode?: string; fieldErrors?: unknown[] } };
}

describe('GET /wps/captcha/challenge', () => {
  it('answers a signed SHA-256 challenge that expires in two minutes, with the merchant difficulty', async () => {
    const before = Date.now();
    const c = await fetchChallenge(app, GUARDED);
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 20_000 });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.expires).toBeGreaterThanOrEqual(before + 119_000);
    expect(c.expires).toBeLessThanOrEqual(Date.now() + 121_000);
    expect(c.salt).toContain(`m=${GUARDED}`);
    const res = await app.inject({ method: 'GET', url: '/wps/captcha/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Default difficulty when the merchant names none.
    expect(res.json().value.maxnumber).toBe(50_000);
  });

  it('keeps one HMAC key in platform_keys for every instance', async () => {
    const rows = await app.db.select().from(platformKeys).where(eq(platformKeys.slot, 'captcha-hmac'));
    expect(rows).toHaveLength(1);
    expect(await captchaHmacKey(app.db)).toBe(rows[0]?.privateKeyPkcs8);
  });
});

describe('password login with human verification required', () => {
  it('refuses a scripted client that sends no solution, before the password, and creates no session', async () => {
    const { m, res, body } = await guardedLogin();
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ success: false, errorCode: 'captcha.invalid', fieldErrors: [{ field: 'captcha' }] });
    expect(await sessionCount(m.id)).toBe(0);
    // A wrong password without a solution is refused for the captcha, not the password.
    const wrong = await postLogin(app, { username: m.username, password: 'wrong' }, { merchant: GUARDED });
    expect(wrong.json().errorCode).toBe('captcha.invalid');
  });

  it('lets a valid solution in, once: the same solution is refused the second time', async () => {
    const captcha = await solvedCaptcha(app, GUARDED);
    const m = await createMember(app, { merchantCode: GUARDED });
    const first = await postLogin(app, { username: m.username, password: m.password, captcha }, { merchant: GUARDED });
    expect(first.json()).toMatchObject({ success: true, value: { userName: m.username } });
    const again = await postLogin(app, { username: m.username, password: m.password, captcha }, { merchant: GUARDED });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    expect(await sessionCount(m.id)).toBe(1);
  });

  it('refuses a tampered solution (wrong number, changed salt, forged signature, garbage)', async () => {
    const c = await fetchChallenge(app, GUARDED);
    const good = JSON.parse(atob(await solve(c))) as { number: number; salt: string; signature: string };
    const variants = [
      encodeCaptchaSolution({ ...good, algorithm: 'SHA-256', challenge: c.challenge, number: good.number + 1 }),
      encodeCaptchaSolution({ ...good, algorithm: 'SHA-256', challenge: c.challenge, salt: c.salt.replace(/expires=\d+/, 'expires=9999999999') }),
      encodeCaptchaSolution({ ...good, algorithm: 'SHA-256', challenge: c.challenge, signature: '0'.repeat(64) }),
      'not base64!',
      btoa('{"algorithm":"SHA-256"}'),
    ];
    for (const captcha of variants) {
      const { m, body } = await guardedLogin({ captcha });
      expect(body.errorCode, captcha).toBe('captcha.invalid');
      expect(await sessionCount(m.id)).toBe(0);
    }
  });

  it('refuses an expired challenge, even correctly signed and solved', async () => {
    const hmacKey = await captchaHmacKey(app.db);
    const c = await createChallenge({
      hmacKey,
      maxnumber: 1000,
      expires: new Date(Date.now() - 1000),
      params: { m: GUARDED },
    });
    const { body } = await guardedLogin({ captcha: await solve({ ...c, maxnumber: 1000 }) });
    expect(body.errorCode).toBe('captcha.invalid');
  });

  it("refuses another merchant's challenge", async () => {
    const { body } = await guardedLogin({ captcha: await solvedCaptcha(app, 'DEMO') });
    expect(body.errorCode).toBe('captcha.invalid');
  });

  it('is skipped for sms and firebase sign-ins (doc A §5): they fail on their token instead', async () => {
    for (const type of ['sms', 'firebase'] as const) {
      const res = await postLogin(
        app,
        { type, firebaseChannel: 'google', firebaseIdToken: 'not-a-token' },
        { merchant: GUARDED },
      );
      expect(res.json().errorCode, type).toBe('identity.token.invalid');
    }
  });

  it('does not ask for it where the merchant has it off', async () => {
    const m = await createMember(app);
    const res = await postLogin(app, { username: m.username, password: m.password });
    expect(res.json().success).toBe(true);
  });
});
