import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEndpoint } from '@portico/contract/session';
import { buildApp } from '../../src/app.ts';
import { demoMerchant, testConfig, tempMerchantsDir } from '../helpers/app.ts';
import { solvedCaptcha } from '../helpers/captcha.ts';
import { createMember, sealFor } from '../helpers/members.ts';
import { randomIp } from '../helpers/sign-in.ts';

/** Password sign-ins typed on a page of a foreign origin (issue 17 item 8, decision 042). */
let app: FastifyInstance;
const TOKEN = 'foreign-origin-admin-token-0123456789';
const CLONE = 'https://portico-login.example';
const logs: string[] = [];

beforeAll(async () => {
  const verify = { ...demoMerchant(), merchantCode: 'STRICT', name: 'Strict', domains: ['strict.localhost'], phishing: { foreignOriginSignIn: 'verify' } };
  const merchants = tempMerchantsDir({ 'demo.json': demoMerchant(), 'strict.json': verify });
  app = await buildApp(testConfig({ SEED_DEMO: 'false', MERCHANTS_DIR: merchants, ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'warn' }), {
    stream: { write: (line) => void logs.push(line) },
  });
});
afterAll(() => app.close());

async function signIn(merchantCode: string, body: Record<string, unknown>, ip = randomIp()) {
  const sealed = await sealFor(app, body);
  const res = await app.inject({ method: 'POST', url: loginEndpoint.path, remoteAddress: ip, headers: { ...sealed.headers, Merchant: merchantCode }, payload: sealed.body });
  return res.json() as { success: boolean; errorCode?: string };
}

async function flagged(merchantCode: string) {
  const res = await app.inject({ method: 'GET', url: `/admin/abuse?merchantCode=${merchantCode}`, headers: { authorization: `Bearer ${TOKEN}` } });
  return (res.json() as { value: { foreignOriginSignIns: { memberId: number; origin: string; outcome: string }[] } }).value.foreignOriginSignIns;
}

describe('a password sign-in from a foreign origin', () => {
  it('signs in and is listed on the admin abuse status; the own origin and an unreported one are not', async () => {
    const m = await createMember(app);
    expect(await signIn('DEMO', { username: m.username, password: m.password, pageOrigin: 'http://localhost:8080' })).toMatchObject({ success: true });
    expect(await signIn('DEMO', { username: m.username, password: m.password })).toMatchObject({ success: true });
    expect((await flagged('DEMO')).filter((f) => f.memberId === m.id)).toEqual([]);

    expect(await signIn('DEMO', { username: m.username, password: m.password, pageOrigin: CLONE })).toMatchObject({ success: true });
    expect((await flagged('DEMO')).filter((f) => f.memberId === m.id)).toEqual([expect.objectContaining({ origin: CLONE, outcome: 'flagged' })]);
    // One warning for whoever watches the log: who, from where — and no password or token.
    const warnings = logs.filter((l) => l.includes('foreign origin') && l.includes(`"memberId":${m.id}`));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(CLONE);
    expect(warnings[0]).not.toContain(m.password);
  });

  it('another port of an own host counts as foreign', async () => {
    const m = await createMember(app);
    await signIn('DEMO', { username: m.username, password: m.password, pageOrigin: 'http://localhost:9999' });
    expect((await flagged('DEMO')).filter((f) => f.memberId === m.id)).toHaveLength(1);
  });

  it('a wrong password from a foreign page records nothing', async () => {
    const m = await createMember(app);
    expect(await signIn('DEMO', { username: m.username, password: 'not-it-2026', pageOrigin: CLONE })).toMatchObject({ errorCode: 'login.cred.err' });
    expect((await flagged('DEMO')).filter((f) => f.memberId === m.id)).toEqual([]);
  });

  it('needs human verification where the merchant asks for the step-up', async () => {
    const m = await createMember(app, { merchantCode: 'STRICT' });
    expect(await signIn('STRICT', { username: m.username, password: m.password, pageOrigin: CLONE })).toMatchObject({ errorCode: 'captcha.invalid' });
    expect(await signIn('STRICT', { username: m.username, password: m.password, pageOrigin: 'http://strict.localhost:8080' })).toMatchObject({ success: true });
    // A challenge is bound to the address it was issued to (decision 041).
    const ip = randomIp();
    const captcha = await solvedCaptcha(app, 'STRICT', { ip });
    expect(await signIn('STRICT', { username: m.username, password: m.password, pageOrigin: CLONE, captcha }, ip)).toMatchObject({ success: true });
    expect(await flagged('STRICT')).toEqual([expect.objectContaining({ memberId: m.id, origin: CLONE, outcome: 'verified' })]);
  });
});
