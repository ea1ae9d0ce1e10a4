import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEndpoint, twoFactorEndpoint } from '@portico/contract/session';
import { sessions, trustedLogins } from '../../../../src/db/schema.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { solvedCaptcha } from '../../../helpers/captcha.ts';
import { devMember, outboxCode, postSealed, randomIp, uniqueMobileDigits, type DevMember } from '../../../helpers/sign-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const ALL = { email: true, ga: true, sms: true, payeeName: true };
const login = (data: Record<string, unknown>, ip: string) => postSealed(app, loginEndpoint.path, data, { ip });
const verify = (data: Record<string, unknown>, ip: string) => postSealed(app, twoFactorEndpoint.path, data, { ip });

async function twoFactorMember(over: Record<string, unknown> = {}) {
  const mobile = uniqueMobileDigits();
  const m = await devMember(app, { twoFactor: ALL, email: 'Ana.Cruz@Example.com', payeeName: 'Juan Dela Cruz', mobile, totpSecret: true, ...over });
  return { ...m, mobile };
}
const creds = (m: DevMember) => ({ username: m.username, password: m.password });
const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const sessionCount = async (id: number) => (await app.db.select().from(sessions).where(eq(sessions.memberId, id))).length;

describe('the two-factor gate of a password sign-in', () => {
  it('answers login_verify_required with the usable methods and creates no session', async () => {
    const m = await twoFactorMember();
    const res = await login(creds(m), randomIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'login_verify_required', value: ALL });
    expect(await sessionCount(m.id)).toBe(0);
  });

  it('counts a method only when the member has its data', async () => {
    const m = await devMember(app, { twoFactor: ALL, email: 'only@example.com' });
    expect((await login(creds(m), randomIp())).json().value).toEqual({ email: true, ga: false, sms: false, payeeName: false });
    const none = await devMember(app, { twoFactor: { email: true } });
    expect((await login(creds(none), randomIp())).json().success).toBe(true);
  });

  it('reveals nothing before the password is right', async () => {
    const m = await twoFactorMember();
    const res = await login({ username: m.username, password: 'wrong' }, randomIp());
    expect(res.json()).toMatchObject({ errorCode: 'login.cred.err' });
    expect(res.json().value).toBeUndefined();
  });

  it('trusts the IP and device of a passed check for the merchant’s days, and only those', async () => {
    const m = await twoFactorMember();
    const ip = randomIp();
    const device = 'a'.repeat(36);
    const passed = await verify({ ...creds(m), method: 'P', payeeName: 'Juan Dela Cruz', loginDeviceId: device }, ip);
    expect(passed.json().success).toBe(true);
    const [row] = await app.db.select().from(trustedLogins).where(eq(trustedLogins.memberId, m.id));
    expect(row).toMatchObject({ ip, deviceId: device });

    expect((await login({ ...creds(m), loginDeviceId: device }, ip)).json().success).toBe(true);
    expect((await login({ ...creds(m), loginDeviceId: 'b'.repeat(36) }, ip)).json().errorCode).toBe('login_verify_required');
    expect((await login(creds(m), ip)).json().errorCode).toBe('login_verify_required');
    expect((await login({ ...creds(m), loginDeviceId: device }, randomIp())).json().errorCode).toBe('login_verify_required');

    // DEMO trusts for 30 days: a check 31 days old no longer counts.
    await app.db
      .update(trustedLogins)
      .set({ verifiedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(and(eq(trustedLogins.memberId, m.id), eq(trustedLogins.ip, ip)));
    expect((await login({ ...creds(m), loginDeviceId: device }, ip)).json().errorCode).toBe('login_verify_required');
  });

  it('takes the device from the login Device header (doc A §7), ignoring a malformed one', async () => {
    const m = await twoFactorMember();
    const ip = randomIp();
    const device = 'c'.repeat(36);
    expect((await verify({ ...creds(m), method: 'P', payeeName: 'Juan Dela Cruz', loginDeviceId: device }, ip)).json().success).toBe(true);
    const withHeader = (data: Record<string, unknown>, header: string) => postSealed(app, loginEndpoint.path, data, { ip, headers: { Device: header } });
    expect((await withHeader(creds(m), device)).json().success).toBe(true);
    expect((await withHeader({ ...creds(m), loginDeviceId: device }, 'e'.repeat(36))).json().errorCode).toBe('login_verify_required');
    expect((await withHeader({ ...creds(m), loginDeviceId: device }, 'not-an-id')).json().success).toBe(true);
  });

  it('asks every time when the merchant trusts for 0 days', async () => {
    const strict = await buildTestApp({
      MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': { ...demoMerchant(), security: { twoFactorTrustDays: 0 } } }),
    });
    try {
      const m = await devMember(strict, { twoFactor: { payeeName: true }, payeeName: 'Ana' });
      const ip = randomIp();
      const pass = await postSealed(strict, twoFactorEndpoint.path, { ...creds(m), method: 'P', payeeName: 'ana' }, { ip });
      expect(pass.json().success).toBe(true);
      expect((await postSealed(strict, loginEndpoint.path, creds(m), { ip })).json().errorCode).toBe('login_verify_required');
    } finally {
      await strict.close();
    }
  });
});

describe('POST /wps/session/login/verification', () => {
  it('E: the member’s email, trimmed and case-insensitive', async () => {
    const m = await twoFactorMember();
    const ip = randomIp();
    expect((await verify({ ...creds(m), method: 'E', email: 'ana@example.com' }, ip)).json().errorCode).toBe('login.verify.failed');
    const res = await verify({ ...creds(m), method: 'E', email: '  ANA.CRUZ@example.COM ' }, ip);
    expect(res.json()).toMatchObject({ success: true, value: { id: m.id, userName: m.username } });
    expect(await sessionCount(m.id)).toBe(1);
  });

  it('P: the payee name, ignoring case and spaces', async () => {
    const m = await twoFactorMember();
    const ip = randomIp();
    expect((await verify({ ...creds(m), method: 'P', payeeName: 'Juan Cruz' }, ip)).json().errorCode).toBe('login.verify.failed');
    expect((await verify({ ...creds(m), method: 'P', payeeName: '  juan  DELA cruz ' }, ip)).json().success).toBe(true);
  });

  it('G: a real RFC 6238 code, accepted once; an older code after it is refused', async () => {
    const m = await twoFactorMember();
    const ip = randomIp();
    const gen = totp(m.totpSecret ?? '');
    const now = Date.now();
    const current = gen.generate({ timestamp: now });
    const previous = gen.generate({ timestamp: now - 30_000 });
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify({ ...creds(m), method: 'G', authCode: wrong }, ip)).json().errorCode).toBe('login.verify.failed');
    expect((await verify({ ...creds(m), method: 'G', authCode: ` ${current} ` }, ip)).json().success).toBe(true);
    // Replaying the same code within its window, or using the step before it, fails.
    expect((await verify({ ...creds(m), method: 'G', authCode: current }, ip)).json().errorCode).toBe('login.verify.failed');
    if (previous !== current) {
      expect((await verify({ ...creds(m), method: 'G', authCode: previous }, ip)).json().errorCode).toBe('login.verify.failed');
    }
  });

  it('G: a code from another secret fails', async () => {
    const m = await twoFactorMember();
    const other = totp(new Secret({ size: 20 }).base32).generate();
    expect((await verify({ ...creds(m), method: 'G', authCode: other }, randomIp())).json().errorCode).toBe('login.verify.failed');
  });

  it('S: the member’s own number and the code texted to it (through the outbox)', async () => {
    const m = await twoFactorMember();
    const ip = randomIp();
    const national = m.mobile.slice(2);
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      // The demo merchant verifies before a text (the default since decision 041).
      payload: { countryDialingCode: '63', mobileNum: national, captcha: await solvedCaptcha(app, undefined, { ip, form: 'sms' }) },
      remoteAddress: ip,
    });
    expect(sent.json().success).toBe(true);
    const code = await outboxCode(app, m.mobile);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const base = { ...creds(m), method: 'S', countryDialingCode: '63' };
    expect((await verify({ ...base, mobileNum: '9990001111', verificationCode: code }, ip)).json().errorCode).toBe('login.verify.failed');
    // A wrong code is answered as a wrong password is: nothing tells a script its password was right.
    const wrongAnswer = await verify({ ...base, mobileNum: national, verificationCode: wrongCode }, ip);
    const wrongPassword = await verify({ ...base, password: 'not-the-password', mobileNum: national, verificationCode: wrongCode }, ip);
    expect(wrongAnswer.statusCode).toBe(wrongPassword.statusCode);
    expect(wrongAnswer.json().errorCode).toBe('login.verify.failed');
    expect(wrongPassword.json().errorCode).toBe('login.verify.failed');
    expect(wrongAnswer.json().message).toBe(wrongPassword.json().message);
    expect((await verify({ ...base, mobileNum: `0${national}`, verificationCode: code }, ip)).json().success).toBe(true);
  });

  it('a missing answer is request.invalid on that field; a method the member lacks, on method', async () => {
    const m = await twoFactorMember({ twoFactor: { email: true, ga: false, sms: false, payeeName: false } });
    const ip = randomIp();
    const missing = await verify({ ...creds(m), method: 'E', email: '   ' }, ip);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([{ field: 'email', message: 'required' }]);
    const sms = await verify({ ...creds(m), method: 'S', countryDialingCode: '63' }, ip);
    expect(sms.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['mobileNum', 'verificationCode']);
    // A method the member lacks is refused like a wrong answer: a distinct answer would confirm the password.
    const lacking = await verify({ ...creds(m), method: 'G', authCode: '123456' }, ip);
    expect(lacking.json()).toMatchObject({ success: false, errorCode: 'login.verify.failed' });
  });

  it('re-checks the credentials without telling a wrong password from a wrong answer; both count toward the throttle', async () => {
    const m = await twoFactorMember();
    const ip = randomIp();
    expect((await verify({ username: m.username, password: 'nope', method: 'P', payeeName: 'Juan Dela Cruz' }, ip)).json().errorCode).toBe(
      'login.verify.failed',
    );
    expect((await verify({ username: 'nobody-at-all', password: 'nope', method: 'P', payeeName: 'x' }, randomIp())).json().errorCode).toBe(
      'login.verify.failed',
    );
    for (let i = 0; i < 4; i += 1) await verify({ ...creds(m), method: 'P', payeeName: 'Someone Else' }, ip);
    const blocked = await verify({ ...creds(m), method: 'P', payeeName: 'Juan Dela Cruz' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    expect(await sessionCount(m.id)).toBe(0);
  });
});
