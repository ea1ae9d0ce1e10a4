import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSubject } from '../../../../src/auth/local-idp.ts';
import { buildTestApp } from '../../../helpers/app.ts';
import { outboxCode, randomIp, uniqueMobileDigits } from '../../../helpers/sign-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const send = (body: unknown, ip = randomIp()) =>
  app.inject({ method: 'POST', url: '/idp/local/phone/send', payload: body as object, remoteAddress: ip });
const verify = (body: unknown) => app.inject({ method: 'POST', url: '/idp/local/phone/verify', payload: body as object });
const national = (e164: string) => e164.slice(2);

describe('local provider phone verification', () => {
  it('sends a code by text and trades the right code for an ID token carrying the number', async () => {
    const mobile = uniqueMobileDigits();
    const sent = await send({ countryDialingCode: '63', mobileNum: national(mobile) });
    expect(sent.statusCode).toBe(200);
    const { verificationId, expirationTime } = sent.json() as { verificationId: string; expirationTime: number };
    expect(expirationTime).toBeGreaterThan(0);
    expect(verificationId).not.toContain(mobile); // opaque, like Firebase's

    const res = await verify({ verificationId, code: await outboxCode(app, mobile) });
    expect(res.statusCode).toBe(200);
    const claims = await app.identity.verifyIdToken(app.merchants.all.get('DEMO')!, (res.json() as { idToken: string }).idToken);
    expect(claims).toMatchObject({ phone_number: `+${mobile}`, sub: localSubject('phone', `+${mobile}`), firebase: { sign_in_provider: 'phone' } });
  });

  it('answers Firebase-style errors: wrong code, then a used code has expired', async () => {
    const mobile = uniqueMobileDigits();
    const { verificationId } = (await send({ countryDialingCode: '63', mobileNum: national(mobile) })).json() as { verificationId: string };
    const code = await outboxCode(app, mobile);
    const wrong = await verify({ verificationId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'auth/invalid-verification-code', message: expect.any(String) } });
    expect((await verify({ verificationId, code })).statusCode).toBe(200);
    const again = await verify({ verificationId, code });
    expect(again.json().error.code).toBe('auth/code-expired');
  });

  it('refuses an impossible number, a foreign country and a made-up verification id', async () => {
    for (const body of [{ countryDialingCode: '63', mobileNum: '12' }, { countryDialingCode: '1', mobileNum: '2025550123' }, {}]) {
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('auth/invalid-phone-number');
    }
    const made = await verify({ verificationId: 'bm90LWEtdmVyaWZpY2F0aW9u', code: '123456' });
    expect(made.json().error.code).toBe('auth/invalid-verification-id');
  });

  it('maps the resend wait to auth/too-many-requests with Retry-After', async () => {
    const mobile = uniqueMobileDigits();
    const ip = randomIp();
    expect((await send({ countryDialingCode: '63', mobileNum: national(mobile) }, ip)).statusCode).toBe(200);
    const res = await send({ countryDialingCode: '63', mobileNum: national(mobile) }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('auth/too-many-requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
