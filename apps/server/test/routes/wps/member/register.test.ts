import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginEndpoint } from '@portico/contract/session';
import { registrations, sessions } from '../../../../src/db/schema.ts';
import { buildAppWithMerchants } from '../../../helpers/app.ts';
import { solvedCaptcha } from '../../../helpers/captcha.ts';
import { freshUsername, memberCount, memberNamed, regMerchant, registerByUsername } from '../../../helpers/registration.ts';
import { postSealed } from '../../../helpers/sign-in.ts';
import { uniqueIp } from '../../../helpers/sms.ts';

const M = 'REG_U';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAppWithMerchants({
    'reg.json': regMerchant(M),
    'few.json': regMerchant('REG_FEW', { security: { registration: { perIp: { max: 2, windowSeconds: 600 } } } }),
    'open.json': regMerchant('REG_OPEN', {
      captcha: { enabled: false, registration: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
    }),
  });
});
afterAll(() => app.close());

const PASSWORD = 'Secret2026';
const register = (data: Record<string, unknown>, opts: Partial<Parameters<typeof registerByUsername>[2]> = {}) =>
  registerByUsername(app, data, { merchant: M, ...opts });

describe('POST /wps/member/register', () => {
  it('creates the member with its registration context and signs it in when login is true', async () => {
    const username = freshUsername('Ana');
    const res = await register({
      username,
      password: PASSWORD,
      login: true,
      registerMethod: 'PWA',
      registerUrl: 'http://localhost/m/register?affiliateCode=AFF1',
      loginDeviceId: 'd'.repeat(36),
      affiliateCode: 'AFF1',
      referralCode: 'REF9',
      pixelTrack: 'fbclid=abc',
      gpsAdid: '38400000-8cf0-11bd-b23e-10b96e40000d',
      idfv: 'ABCD-1234',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { id: number; customerId: number; userName: string; token: string | null };
    expect(value).toMatchObject({ userName: username.toLowerCase(), customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(value.customerId).toBe(value.id);
    expect(value.token).toEqual(expect.any(String));

    const [row] = await app.db.select().from(registrations).where(eq(registrations.memberId, value.id));
    expect(row).toMatchObject({
      kind: 'username',
      registerMethod: 'PWA',
      affiliateCode: 'AFF1',
      referralCode: 'REF9',
      pixelTrack: 'fbclid=abc',
      loginDeviceId: 'd'.repeat(36),
      adNetwork: { gpsAdid: '38400000-8cf0-11bd-b23e-10b96e40000d', idfv: 'ABCD-1234' },
    });
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${value.token}`, Merchant: M } });
    expect(info.json().value.userName).toBe(username.toLowerCase());

    // The new account signs in with its password, in any letter case.
    const login = await postSealed(app, loginEndpoint.path, { username: username.toUpperCase(), password: PASSWORD }, { merchant: M, ip: uniqueIp() });
    expect(login.json()).toMatchObject({ success: true, value: { id: value.id } });
  });

  it('answers no token and opens no session without login', async () => {
    const res = await register({ username: freshUsername(), password: PASSWORD });
    const value = res.json().value as { id: number; token: string | null };
    expect(value.token).toBeNull();
    expect(await app.db.select().from(sessions).where(eq(sessions.memberId, value.id))).toEqual([]);
  });

  it.each([
    ['too short', 'abc', 'username.invalid'],
    ['too long', 'a'.repeat(21), 'username.invalid'],
    ['a digit first', '1player', 'username.invalid'],
    ['other characters', 'ana-cruz', 'username.invalid'],
    ['spaces', 'ana cruz', 'username.invalid'],
  ])('refuses a username with %s', async (_why, username, code) => {
    const before = await memberCount(app, M);
    const res = await register({ username, password: PASSWORD });
    expect(res.json()).toMatchObject({ success: false, errorCode: code, fieldErrors: [{ field: 'username', message: code }] });
    expect(await memberCount(app, M)).toBe(before);
  });

  it.each(['short1', 'lettersonly', '12345678', '123456', 'x'.repeat(64) + '1'])('refuses the weak password %s', async (password) => {
    const res = await register({ username: freshUsername(), password });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'password.weak', fieldErrors: [{ field: 'password' }] });
  });

  it('names every bad field in one answer', async () => {
    const res = await register({ username: 'x!', password: 'weak' });
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'username.invalid',
      fieldErrors: [
        { field: 'username', message: 'username.invalid' },
        { field: 'password', message: 'password.weak' },
      ],
    });
  });

  it('refuses a username taken in another letter case, with the field', async () => {
    const username = freshUsername('Case');
    expect((await register({ username, password: PASSWORD })).json().success).toBe(true);
    const before = await memberCount(app, M);
    const res = await register({ username: username.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'username.exists', fieldErrors: [{ field: 'username' }] });
    expect(await memberCount(app, M)).toBe(before);
  });

  it('lets exactly one of two concurrent case-variant registrations win', async () => {
    const username = freshUsername('Race');
    const [a, b] = await Promise.all([
      register({ username: username.toLowerCase(), password: PASSWORD, login: true }),
      register({ username: username.toUpperCase(), password: PASSWORD, login: true }),
    ]);
    const answers = [a.json(), b.json()] as { success: boolean; errorCode?: string }[];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(answers.filter((x) => x.success)).toHaveLength(1);
    expect(answers.find((x) => !x.success)).toMatchObject({ errorCode: 'username.exists' });
    const member = await memberNamed(app, M, username);
    expect(await app.db.select().from(registrations).where(eq(registrations.memberId, member?.id ?? -1))).toHaveLength(1);
  });

  it('leaves nothing behind when a later step of the transaction fails', async () => {
    const username = freshUsername('Half');
    const before = await memberCount(app, M);
    const spy = vi.spyOn(app.sessions, 'create').mockRejectedValueOnce(new Error('session store down'));
    const res = await register({ username, password: PASSWORD, login: true, affiliateCode: 'AFF2' });
    spy.mockRestore();
    expect(res.json()).toMatchObject({ success: false, errorCode: 'server.error' });
    expect(await memberCount(app, M)).toBe(before);
    expect(await memberNamed(app, M, username)).toBeUndefined();
    // The name is still free: the same registration now succeeds.
    expect((await register({ username, password: PASSWORD, login: true })).json().success).toBe(true);
  });

  it('registers nothing for a scripted client that skips human verification', async () => {
    const before = await memberCount(app, M);
    for (const captcha of [false, '', 'bm90IGEgc29sdXRpb24='] as const) {
      const res = await register({ username: freshUsername('Bot'), password: PASSWORD }, { captcha });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid', fieldErrors: [{ field: 'captcha' }] });
    }
    expect(await memberCount(app, M)).toBe(before);
  });

  it('registers at most once with a reused solved challenge', async () => {
    const before = await memberCount(app, M);
    const ip = uniqueIp();
    const captcha = await solvedCaptcha(app, M, { ip, form: 'registration' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => register({ username: freshUsername('Reuse'), password: PASSWORD }, { captcha, ip })),
    );
    expect(answers.filter((r) => r.json().success)).toHaveLength(1);
    expect(await memberCount(app, M)).toBe(before + 1);
  });

  it('refuses a solution of another merchant', async () => {
    const captcha = await solvedCaptcha(app, 'REG_FEW');
    const res = await register({ username: freshUsername(), password: PASSWORD }, { captcha });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
  });

  it('skips verification only for a merchant that turned it off for registration', async () => {
    const res = await registerByUsername(app, { username: freshUsername('Open'), password: PASSWORD }, { merchant: 'REG_OPEN', captcha: false });
    expect(res.json().success).toBe(true);
  });

  it('limits registrations per IP with TOO_MANY_REQUEST_REGISTER and Retry-After', async () => {
    const ip = uniqueIp();
    const opts = { merchant: 'REG_FEW', ip };
    for (let i = 0; i < 2; i += 1) {
      expect((await registerByUsername(app, { username: freshUsername('Few'), password: PASSWORD }, opts)).json().success).toBe(true);
    }
    const res = await registerByUsername(app, { username: freshUsername('Few'), password: PASSWORD }, opts);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST_REGISTER' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses malformed affiliate codes and unencrypted bodies', async () => {
    const bad = await register({ username: freshUsername(), password: PASSWORD, affiliateCode: '<script>' });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid', fieldErrors: [{ field: 'affiliateCode' }] });
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: { Merchant: M, 'content-type': 'application/json' },
      payload: { username: freshUsername(), password: PASSWORD },
    });
    expect(plain.json()).toMatchObject({ success: false, errorCode: 'encryption.required' });
  });
});
