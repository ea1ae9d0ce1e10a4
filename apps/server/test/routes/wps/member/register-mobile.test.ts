import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEndpoint } from '@portico/contract/session';
import { registrations } from '../../../../src/db/schema.ts';
import { buildAppWithMerchants } from '../../../helpers/app.ts';
import { freshUsername, memberCount, memberNamed, regMerchant, registerByMobile, registerByUsername } from '../../../helpers/registration.ts';
import { solvedCaptcha } from '../../../helpers/captcha.ts';
import { postSealed } from '../../../helpers/sign-in.ts';
import { latestCode, uniqueIp, uniqueMobile } from '../../../helpers/sms.ts';

const M = 'REG_M';
const NOPW = 'REG_NOPW';
const SMSV = 'REG_SMSV';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAppWithMerchants({
    'reg.json': regMerchant(M),
    'nopw.json': regMerchant(NOPW, { registration: { mobilePassword: false } }),
    // Verification before the text (decision 020): the registration itself then asks for none.
    'smsv.json': regMerchant(SMSV, { captcha: { enabled: false, sms: true, provider: 'builtin', difficulty: 1000, GEETEST_ID: '', GEETEST_VERSION: 'v4' } }),
  });
});
afterAll(() => app.close());

const PASSWORD = 'Secret2026';

/** A number with a code texted to it through /wps/verification/sms/noLogin, as the form does. */
async function textedNumber(merchant = M, fields: Record<string, string> = {}, ip = uniqueIp()) {
  const mobile = uniqueMobile();
  const res = await app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', Merchant: merchant },
    payload: { countryDialingCode: mobile.countryDialingCode, mobileNum: mobile.mobileNum, ...fields },
  });
  expect(res.json().success).toBe(true);
  return { ...mobile, code: await latestCode(app, mobile.to) };
}

const register = (data: Record<string, unknown>, merchant = M, opts: { captcha?: false } = {}) =>
  registerByMobile(app, data, { merchant, ...opts });

describe('POST /wps/member/register/mobile', () => {
  it('registers a texted number with a chosen username and password, signed in', async () => {
    const n = await textedNumber();
    const username = freshUsername('Mob');
    const res = await register({
      countryDialingCode: n.countryDialingCode,
      mobileNum: n.mobileNum,
      verificationCode: n.code,
      username,
      password: PASSWORD,
      login: true,
      afAppId: 'com.example.app',
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: username.toLowerCase(), token: expect.any(String) } });
    const member = await memberNamed(app, M, username);
    expect(member?.mobile).toBe(n.phone);
    const [row] = await app.db.select().from(registrations).where(eq(registrations.memberId, member?.id ?? -1));
    expect(row).toMatchObject({ kind: 'mobile', adNetwork: { afAppId: 'com.example.app' } });
    // The code is single use: it cannot register a second account, nor say whether the number has one.
    const again = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: n.code, password: PASSWORD });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'verification.code.expired', fieldErrors: [{ field: 'verificationCode' }] });
  });

  it('chooses a free, valid username when none is given', async () => {
    const n = await textedNumber();
    const res = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: n.code, password: PASSWORD });
    const { userName } = res.json().value as { userName: string };
    expect(userName).toMatch(/^[a-z][a-z0-9_]{3,19}$/);
  });

  it('refuses a wrong code on its field, then accepts the right one (nothing spent on the refusal)', async () => {
    const n = await textedNumber();
    const wrong = n.code === '000000' ? '111111' : '000000';
    const before = await memberCount(app, M);
    const bad = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: wrong, password: PASSWORD });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'verification.code.invalid', fieldErrors: [{ field: 'verificationCode' }] });
    expect(await memberCount(app, M)).toBe(before);
    const ok = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: n.code, password: PASSWORD });
    expect(ok.json().success).toBe(true);
  });

  it('refuses a number no code was sent to', async () => {
    const { countryDialingCode, mobileNum } = uniqueMobile();
    const res = await register({ countryDialingCode, mobileNum, verificationCode: '123456', password: PASSWORD });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'verification.code.expired', fieldErrors: [{ field: 'verificationCode' }] });
  });

  it.each([
    ['a dialling code of no merchant country', { countryDialingCode: '1', mobileNum: '2025550123' }, 'countryDialingCode'],
    ['too few digits', { countryDialingCode: '63', mobileNum: '91712' }, 'mobileNum'],
  ])('refuses %s with mobile.invalid on the field', async (_why, number, field) => {
    const res = await register({ ...number, verificationCode: '123456', password: PASSWORD });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'mobile.invalid', fieldErrors: [{ field }] });
  });

  it('refuses letters in the number at the contract', async () => {
    const res = await register({ countryDialingCode: '63', mobileNum: '9171abc567', verificationCode: '123456', password: PASSWORD });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid', fieldErrors: [{ field: 'mobileNum' }] });
  });

  it('refuses a weak password, a bad username and a malformed code together', async () => {
    const n = await textedNumber();
    const res = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: '12', username: '9x', password: '123456' });
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'username.invalid',
      fieldErrors: [
        { field: 'username', message: 'username.invalid' },
        { field: 'password', message: 'password.weak' },
        { field: 'verificationCode', message: 'verification.code.invalid' },
      ],
    });
  });

  it('says a username or number is taken only to someone holding a valid code (decision 034)', async () => {
    const taken = freshUsername('Tkn');
    expect((await registerByUsername(app, { username: taken, password: PASSWORD }, { merchant: M })).json().success).toBe(true);
    const n = await textedNumber();
    const probe = { countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, username: taken.toUpperCase(), password: PASSWORD };
    const guessed = await register({ ...probe, verificationCode: n.code === '000000' ? '111111' : '000000' });
    const free = await register({ ...probe, username: freshUsername('Free'), verificationCode: n.code === '000000' ? '111111' : '000000' });
    // Without the code a taken name and a free one get the same answer.
    expect(guessed.json()).toEqual(free.json());
    expect(guessed.json()).toMatchObject({ success: false, errorCode: 'verification.code.invalid', fieldErrors: [{ field: 'verificationCode' }] });
    const res = await register({ ...probe, verificationCode: n.code });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'username.exists', fieldErrors: [{ field: 'username' }] });
    // The code was spent on that answer: nothing was created, and a mobile registration of that number needs a new text.
    expect(await memberNamed(app, M, taken)).toMatchObject({ mobile: null });
  });

  it('needs human verification too', async () => {
    const n = await textedNumber();
    const before = await memberCount(app, M);
    const res = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: n.code, password: PASSWORD }, M, { captcha: false });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    expect(await memberCount(app, M)).toBe(before);
  });

  describe('with verification before the text (captchaSettings.sms, decision 020)', () => {
    it('texts only after verification, then registers with the code alone', async () => {
      // A scripted send without a result texts nothing.
      const refused = await app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/json', Merchant: SMSV },
        payload: uniqueMobile(),
      });
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });

      const ip = uniqueIp();
      const n = await textedNumber(SMSV, { captcha: await solvedCaptcha(app, SMSV, { ip, form: 'sms' }) }, ip);
      const before = await memberCount(app, SMSV);
      const res = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: n.code, password: PASSWORD }, SMSV, { captcha: false });
      expect(res.json()).toMatchObject({ success: true });
      expect(await memberCount(app, SMSV)).toBe(before + 1);
    });
  });

  describe('with the mobile-password option off (doc A §5)', () => {
    it('sets the default 123456, which then signs in (username registration still refuses it)', async () => {
      const n = await textedNumber(NOPW);
      const res = await register({ countryDialingCode: n.countryDialingCode, mobileNum: n.mobileNum, verificationCode: n.code, password: 'Ignored2026' }, NOPW);
      const { userName } = res.json().value as { userName: string };
      const ok = await postSealed(app, loginEndpoint.path, { username: userName, password: '123456' }, { merchant: NOPW, ip: uniqueIp() });
      expect(ok.json().success).toBe(true);
      const other = await postSealed(app, loginEndpoint.path, { username: userName, password: 'Ignored2026' }, { merchant: NOPW, ip: uniqueIp() });
      expect(other.json()).toMatchObject({ success: false, errorCode: 'login.cred.err' });

      const byName = await registerByUsername(app, { username: freshUsername(), password: '123456' }, { merchant: NOPW });
      expect(byName.json()).toMatchObject({ success: false, errorCode: 'password.weak' });
    });

    it('is public in the settings the browser reads', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/system/settings', headers: { Merchant: NOPW } });
      expect(res.json().value.registration).toEqual({ mobilePassword: false });
      const demo = await app.inject({ method: 'GET', url: '/wps/system/settings', headers: { Merchant: M } });
      expect(demo.json().value.registration).toEqual({ mobilePassword: true });
    });
  });
});
