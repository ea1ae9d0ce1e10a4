import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginEndpoint } from '@portico/contract/session';
import { reservePasswordCheck } from '../../src/auth/login-throttle.ts';
import { rateLimits } from '../../src/db/schema.ts';
import type { Merchant } from '../../src/merchants/schema.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir, uniqueName } from '../helpers/app.ts';
import { solvedCaptcha } from '../helpers/captcha.ts';
import { createMember, sealFor } from '../helpers/members.ts';
import { uniqueIp } from '../helpers/sms.ts';

let app: FastifyInstance;
let demo: Merchant;

const merchant = (code: string, loginThrottle: Record<string, unknown>) => ({ ...demoMerchant(), merchantCode: code, domains: [], security: { loginThrottle } });

beforeAll(async () => {
  // DEMO: the defaults (5 per account and address, 50 per address). TIGHT: 3 per address.
  // ATTACKED: an account steps up after 3 failures and slows down after 6.
  app = await buildTestApp({
    MERCHANTS_DIR: tempMerchantsDir({
      'demo.json': demoMerchant(),
      'tight.json': merchant('TIGHT', { perAccount: { max: 10, windowSeconds: 60 }, perIp: { max: 3, windowSeconds: 120 } }),
      'attacked.json': merchant('ATTACKED', { stepUpAfter: 3, slowAfter: 6 }),
    }),
  });
  demo = app.merchants.all.get('DEMO')!;
});
afterAll(() => app.close());

async function signIn(username: string, password: string, ip: string, merchantCode = 'DEMO', extra: Record<string, unknown> = {}) {
  const sealed = await sealFor(app, { username, password, ...extra });
  return app.inject({
    method: 'POST',
    url: loginEndpoint.path,
    remoteAddress: ip,
    headers: { ...sealed.headers, Merchant: merchantCode },
    payload: sealed.body,
  });
}

describe('reservePasswordCheck', () => {
  it('lets exactly 5 of 100 simultaneous checks of one account from one address through', async () => {
    const who = { merchant: demo, username: uniqueName('acct').toLowerCase(), ip: uniqueIp() };
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => reservePasswordCheck(app, who)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as { errorCode?: string }).errorCode === 'TOO_MANY_REQUEST_LOGIN')).toBe(true);
    const [first] = refused;
    const options = (first?.reason as { options: { retryAfter: number; value: unknown } }).options;
    expect(options.retryAfter).toBeGreaterThan(890);
    expect(options.value).toEqual({ retryAfter: options.retryAfter });
  });

  it('keeps addresses apart: another address still has its own checks on the account', async () => {
    const username = uniqueName('acct').toLowerCase();
    for (let i = 0; i < 5; i += 1) await reservePasswordCheck(app, { merchant: demo, username, ip: '203.0.113.7' });
    await expect(reservePasswordCheck(app, { merchant: demo, username, ip: '203.0.113.7' })).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN' });
    await expect(reservePasswordCheck(app, { merchant: demo, username, ip: uniqueIp() })).resolves.toEqual({ stepUp: false });
  });
});

describe('POST /wps/session/login throttle', () => {
  it('checks at most 5 passwords of 60 sent at once from one address, the rest 429 with Retry-After', async () => {
    const m = await createMember(app);
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(m.username, `wrong-${i}`, ip)));
    const checked = answers.filter((r) => r.json<{ errorCode: string }>().errorCode === 'login.cred.err');
    const throttled = answers.filter((r) => r.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + throttled.length).toBe(60);
    expect(throttled[0]?.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN' });
    expect(Number(throttled[0]?.headers['retry-after'])).toBeGreaterThan(890);
    // Even the right password is refused from that address for the window.
    expect((await signIn(m.username, m.password, ip)).statusCode).toBe(429);
  });

  it('does not lock the owner out: the right password from another address signs in', async () => {
    const m = await createMember(app);
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) await signIn(m.username, `wrong-${i}`, ip);
    const owner = await signIn(m.username, m.password, uniqueIp());
    expect(owner.json()).toMatchObject({ success: true, value: { userName: m.username } });
  });

  it('treats an unknown username the same way as a wrong password (one answer, counted alike)', async () => {
    const m = await createMember(app);
    const ip = uniqueIp();
    const ghost = uniqueName('ghost');
    const wrong = await signIn(m.username, 'not-the-password', ip);
    const unknown = await signIn(ghost, 'not-the-password', ip);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    const body = ({ success, errorCode, message, value }: Record<string, unknown>) => ({ success, errorCode, message, value });
    expect(body(unknown.json())).toEqual(body(wrong.json()));
    expect(unknown.json()).toMatchObject({ errorCode: 'login.cred.err' });
    for (let i = 0; i < 4; i += 1) await signIn(ghost, 'whatever', ip);
    expect((await signIn(ghost, 'whatever', ip)).statusCode).toBe(429);
  });

  it('blocks an address spraying many usernames; a success there gives its check back', async () => {
    const ip = uniqueIp();
    const m = await createMember(app, { merchantCode: 'TIGHT' });
    await signIn(uniqueName('spray'), 'x', ip, 'TIGHT');
    await signIn(uniqueName('spray'), 'x', ip, 'TIGHT');
    expect((await signIn(m.username, m.password, ip, 'TIGHT')).json().success).toBe(true);
    await signIn(uniqueName('spray'), 'x', ip, 'TIGHT');
    expect((await signIn(m.username, m.password, ip, 'TIGHT')).statusCode).toBe(429);
    expect((await signIn(m.username, m.password, uniqueIp(), 'TIGHT')).json().success).toBe(true);
  });
});

describe('an account attacked from many addresses', () => {
  async function attack(username: string, times: number) {
    for (let i = 0; i < times; i += 1) await signIn(username, `guess-${i}`, uniqueIp(), 'ATTACKED');
  }

  it('steps up to human verification, and the owner still signs in after verifying', async () => {
    const m = await createMember(app, { merchantCode: 'ATTACKED' });
    await attack(m.username, 4);
    const home = uniqueIp();
    const asked = await signIn(m.username, m.password, home, 'ATTACKED');
    expect(asked.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid', fieldErrors: [{ field: 'captcha' }] });
    // The attacker from a fresh address is asked the same, whatever password it sends.
    expect((await signIn(m.username, 'guess', uniqueIp(), 'ATTACKED')).json().errorCode).toBe('captcha.invalid');
    const captcha = await solvedCaptcha(app, 'ATTACKED', { ip: home });
    const signedIn = await signIn(m.username, m.password, home, 'ATTACKED', { captcha });
    expect(signedIn.json()).toMatchObject({ success: true, value: { userName: m.username } });
  });

  it('then makes each address wait four windows for its checks, while the owner still signs in', async () => {
    const m = await createMember(app, { merchantCode: 'ATTACKED' });
    await attack(m.username, 7);
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const captcha = await solvedCaptcha(app, 'ATTACKED', { ip: attacker });
      expect((await signIn(m.username, `g-${i}`, attacker, 'ATTACKED', { captcha })).json().errorCode).toBe('login.cred.err');
    }
    // The 15-minute window of the pair ends; the slow window (an hour) does not.
    await app.db.delete(rateLimits).where(eq(rateLimits.key, `login:pair:ATTACKED:${attacker}:${m.username}`));
    const captcha = await solvedCaptcha(app, 'ATTACKED', { ip: attacker });
    const waited = await signIn(m.username, 'g-6', attacker, 'ATTACKED', { captcha });
    expect(waited.statusCode).toBe(429);
    expect(Number(waited.headers['retry-after'])).toBeGreaterThan(3000);
    const ownerIp = uniqueIp();
    const owner = await signIn(m.username, m.password, ownerIp, 'ATTACKED', { captcha: await solvedCaptcha(app, 'ATTACKED', { ip: ownerIp }) });
    expect(owner.json().success).toBe(true);
  });

  it('raises one alarm when the account steps up', async () => {
    const m = await createMember(app, { merchantCode: 'ATTACKED' });
    await attack(m.username, 5);
    const { recentAlarms } = await import('../../src/abuse/alarms.ts');
    const alarms = (await recentAlarms(app.db, 'ATTACKED')).filter((a) => a.subject === m.username);
    expect(alarms).toEqual([expect.objectContaining({ kind: 'login.stepUp', count: 4, threshold: 3 })]);
  });
});
