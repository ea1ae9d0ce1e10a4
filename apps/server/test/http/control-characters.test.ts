import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEndpoint, twoFactorEndpoint } from '@portico/contract/session';
import { mobileRegisterEndpoint, socialRegisterEndpoint, usernameRegisterEndpoint } from '@portico/contract/register';
import { passwordChangeEndpoint } from '@portico/contract/member';
import { smsNoLoginEndpoint } from '@portico/contract/verification';
import { buildTestApp } from '../helpers/app.ts';
import { login } from '../helpers/members.ts';
import { postSealed, randomIp } from '../helpers/sign-in.ts';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  token = await login(app, 'player1', 'Player#2026');
});
afterAll(() => app.close());

const REFUSAL = { success: false, errorCode: 'request.invalid', message: expect.any(String) };
const fieldNamed = (field: string) => ({ ...REFUSAL, fieldErrors: [{ field, message: 'must not contain control characters' }] });

/** Control characters a script can put in a JSON string: NUL (PostgreSQL refuses it), C0, DEL, C1. */
const CONTROLS = ['\u0000', '\n', '\u001b', '\u007f', '\u0085'];

const sealedCases: [string, string, Record<string, unknown>, string][] = [
  ['sign-in username', loginEndpoint.path, { username: 'player1', password: 'Player#2026' }, 'username'],
  ['sign-in loginDeviceId', loginEndpoint.path, { username: 'player1', password: 'Player#2026', loginDeviceId: 'dev' }, 'loginDeviceId'],
  ['two-factor username', twoFactorEndpoint.path, { username: 'player1', password: 'Player#2026', method: 'G', authCode: '123456' }, 'username'],
  ['username registration', usernameRegisterEndpoint.path, { username: 'Anacruz', password: 'Secret#2026' }, 'username'],
  ['registration url', usernameRegisterEndpoint.path, { username: 'Anacruz', password: 'Secret#2026', registerUrl: 'https://x/' }, 'registerUrl'],
  ['mobile registration code', mobileRegisterEndpoint.path, { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '123456' }, 'verificationCode'],
  ['social registration token', socialRegisterEndpoint.path, { firebaseChannel: 'google', firebaseIdToken: 'eyJ' }, 'firebaseIdToken'],
];

describe('control characters in request fields are refused naming the field, never a 500', () => {
  it.each(sealedCases)('%s (encrypted body)', async (_name, path, body, field) => {
    for (const c of CONTROLS) {
      const res = await postSealed(app, path, { ...body, [field]: `${String(body[field])}${c}x` }, { ip: randomIp() });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json()).toEqual(fieldNamed(field));
    }
  });

  it('the password change of a signed-in member (encrypted, auth required)', async () => {
    const res = await postSealed(app, passwordChangeEndpoint.path, { oldPassword: 'Player#2026\u0000', newPassword: 'Other#2026' }, { headers: { Authorization: token } });
    expect(res.json()).toEqual(fieldNamed('oldPassword'));
  });

  it('the sms send and the language of a member (plain bodies)', async () => {
    let res = await app.inject({
      method: 'POST',
      url: smsNoLoginEndpoint.path,
      payload: { countryDialingCode: '63', mobileNum: '9171234567', loginDeviceId: 'dev\u0000' },
      remoteAddress: randomIp(),
    });
    expect(res.json()).toEqual(fieldNamed('loginDeviceId'));
    res = await app.inject({ method: 'PUT', url: '/wps/member/language', headers: { Authorization: token }, payload: { language: 'EN', merchantCode: 'DE\u0000MO' } });
    expect(res.json()).toEqual(fieldNamed('merchantCode'));
  });

  it.each([
    ['/wps/check/username?username=ana%00cruz', 'username'],
    ['/wps/system/status?url=https%3A%2F%2Fx%2F%0A', 'url'],
    ['/wps/system/country?_=%7F', '_'],
  ])('the query of %s', async (url, field) => {
    const res = await app.inject({ method: 'GET', url, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fieldNamed(field));
  });

  it('still accepts what a person types: accents, CJK, emoji, spaces', async () => {
    const res = await postSealed(app, loginEndpoint.path, { username: 'player1', password: 'Päß wörd 玩家 😀' }, { ip: randomIp() });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'login.cred.err' });
  });
});
