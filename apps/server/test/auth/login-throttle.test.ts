import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../../src/auth/login-throttle.ts';
import { PlatformError } from '../../src/http/platform-error.ts';
import type { Merchant } from '../../src/merchants/schema.ts';
import { loginEndpoint } from '@portico/contract/session';
import { buildTestApp, demoMerchant, tempMerchantsDir, uniqueName } from '../helpers/app.ts';
import { createMember, sealFor } from '../helpers/members.ts';
import { uniqueIp } from '../helpers/sms.ts';

let app: FastifyInstance;
let demo: Merchant;
let tight: Merchant;

beforeAll(async () => {
  // Two merchants: DEMO with the default limits (5 per account, 50 per IP) and TIGHT with 3 per IP.
  app = await buildTestApp({
    MERCHANTS_DIR: tempMerchantsDir({
      'demo.json': demoMerchant(),
      'tight.json': {
        ...demoMerchant(),
        merchantCode: 'TIGHT',
        domains: [],
        security: { loginThrottle: { perAccount: { max: 10, windowSeconds: 60 }, perIp: { max: 3, windowSeconds: 120 } } },
      },
    }),
  });
  demo = app.merchants.all.get('DEMO')!;
  tight = app.merchants.all.get('TIGHT')!;
});
afterAll(() => app.close());

async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof PlatformError)) throw new Error(`expected a PlatformError, got ${String(err)}`);
  return err;
}

describe('login throttle', () => {
  it('blocks an account after 5 failures, with a Retry-After in seconds', async () => {
    const who = { merchant: demo, username: uniqueName('acct'), ip: uniqueIp() };
    for (let i = 0; i < 5; i += 1) {
      await assertLoginAllowed(app, who);
      await recordLoginFailure(app, who);
    }
    const err = await refusal(assertLoginAllowed(app, who));
    expect(err.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    expect(err.status).toBe(429);
    expect(err.options.retryAfter).toBeGreaterThan(890);
    expect(err.options.retryAfter).toBeLessThanOrEqual(900);
    expect(err.options.value).toEqual({ retryAfter: err.options.retryAfter });
  });

  it('blocks the account from every address and ignores the case of the username', async () => {
    const username = uniqueName('Acct');
    for (let i = 0; i < 5; i += 1) await recordLoginFailure(app, { merchant: demo, username, ip: uniqueIp() });
    const err = await refusal(assertLoginAllowed(app, { merchant: demo, username: username.toUpperCase(), ip: uniqueIp() }));
    expect(err.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
  });

  it('counts unknown usernames like real ones (no hint about which exist)', async () => {
    const who = { merchant: demo, username: uniqueName('nobody'), ip: uniqueIp() };
    for (let i = 0; i < 5; i += 1) await recordLoginFailure(app, who);
    await expect(assertLoginAllowed(app, who)).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN' });
  });

  it('blocks an IP that fails across many usernames', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) await recordLoginFailure(app, { merchant: tight, username: uniqueName('spray'), ip });
    const err = await refusal(assertLoginAllowed(app, { merchant: tight, username: uniqueName('fresh'), ip }));
    expect(err.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    expect(err.options.retryAfter).toBeGreaterThan(110);
    // Another address is not affected.
    await assertLoginAllowed(app, { merchant: tight, username: uniqueName('fresh'), ip: uniqueIp() });
  });

  it('a success clears the account counter but not the IP counter', async () => {
    const ip = uniqueIp();
    const who = { merchant: tight, username: uniqueName('acct'), ip };
    for (let i = 0; i < 3; i += 1) await recordLoginFailure(app, who);
    await clearLoginFailures(app, who);
    // Still refused: the IP used up its three failures.
    await expect(assertLoginAllowed(app, who)).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN' });
    // From elsewhere the account is free again (its counter was cleared).
    await assertLoginAllowed(app, { ...who, ip: uniqueIp() });
  });

  it('keeps merchants apart', async () => {
    const username = uniqueName('shared');
    for (let i = 0; i < 5; i += 1) await recordLoginFailure(app, { merchant: demo, username, ip: uniqueIp() });
    await assertLoginAllowed(app, { merchant: tight, username, ip: uniqueIp() });
  });
});

describe('login throttle on POST /wps/session/login', () => {
  async function signIn(username: string, password: string, ip: string, merchant = 'DEMO') {
    const sealed = await sealFor(app, { username, password });
    return app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      remoteAddress: ip,
      headers: { ...sealed.headers, Merchant: merchant },
      payload: sealed.body,
    });
  }

  it('answers 429 TOO_MANY_REQUEST_LOGIN with Retry-After after 5 failures, even to the right password', async () => {
    const m = await createMember(app);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await signIn(m.username, `wrong-${i}`, ip)).json().errorCode).toBe('login.cred.err');
    const res = await signIn(m.username, m.password, ip);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', value: { retryAfter } });
  });

  it('treats an unknown username the same way', async () => {
    const ip = uniqueIp();
    const username = uniqueName('ghost');
    for (let i = 0; i < 5; i += 1) expect((await signIn(username, 'whatever', ip)).json().errorCode).toBe('not.exists.user');
    expect((await signIn(username, 'whatever', ip)).statusCode).toBe(429);
  });

  it('blocks an address spraying many usernames, and a success there does not lift it', async () => {
    const ip = uniqueIp();
    const m = await createMember(app, { merchantCode: 'TIGHT' });
    await signIn(uniqueName('spray'), 'x', ip, 'TIGHT');
    await signIn(uniqueName('spray'), 'x', ip, 'TIGHT');
    expect((await signIn(m.username, m.password, ip, 'TIGHT')).json().success).toBe(true);
    await signIn(uniqueName('spray'), 'x', ip, 'TIGHT');
    const res = await signIn(m.username, m.password, ip, 'TIGHT');
    expect(res.statusCode).toBe(429);
    expect((await signIn(m.username, m.password, uniqueIp(), 'TIGHT')).json().success).toBe(true);
  });
});
