import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_TOKEN_MAX } from '@portico/contract/push';
import { buildAppWithMerchants, buildTestApp, demoMerchant } from '../helpers/app.ts';
import { createMember, login } from '../helpers/members.ts';
import { startLocalPushService, type LocalPushService } from '../../../../scripts/lib/local-push-service.ts';

const ADMIN = 'test-admin-token-push-0123456789ab';
let app: FastifyInstance;
let service: LocalPushService;
let publicKey: string;

beforeAll(async () => {
  [app, service] = await Promise.all([buildTestApp({ ADMIN_TOKEN: ADMIN }), startLocalPushService()]);
  const settings = (await app.inject({ method: 'GET', url: '/wps/system/settings' })).json().value;
  publicKey = settings.push.publicKey;
});
afterAll(async () => {
  await app.close();
  await service.close();
});

const relay = (name: string, body: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/wps/relay/${name}`,
    payload: body as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
// Its own address: the admin limit is per IP, and on PostgreSQL every test file shares the counters.
const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${ADMIN}` }, remoteAddress: '192.0.2.61', ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const tokensOf = async (username: string) =>
  (await admin('GET', `/admin/push/tokens?merchantCode=DEMO&member=${username}`)).json().value as { token: string; topics: string[] }[];

async function signedInMember() {
  const m = await createMember(app);
  return { ...m, session: await login(app, m.username, m.password) };
}
async function subscription() {
  const { clientHash, ...json } = await service.subscribe(publicKey);
  return { clientHash, token: JSON.stringify(json) };
}

describe('push relays and the Web Push adapter', () => {
  it('serves only the VAPID public key in the public settings', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/wps/system/settings' })).json().value;
    expect(settings.push).toEqual({ provider: 'web-push', publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
    expect(JSON.stringify(settings)).not.toMatch(/privateKey|private_key/);
  });

  it('binds, subscribes to ALL and delivers an operator send that the push service decrypts to what was sent', async () => {
    const member = await signedInMember();
    const { clientHash, token } = await subscription();
    expect((await relay('CSP_fcmBind', { registrationToken: token }, member.session)).json()).toEqual({ success: true, value: null });
    expect((await relay('CSP_fcmSubscribe', { registrationToken: token, topic: 'ALL' }, member.session)).json().success).toBe(true);
    expect(await tokensOf(member.username)).toEqual([expect.objectContaining({ token, topics: ['ALL'] })]);

    const payload = { title: 'Weekend bonus', body: 'Your 20% reload is waiting', url: '/m/promotions' };
    const sent = await admin('POST', '/admin/push/send', { merchantCode: 'DEMO', member: member.username, payload });
    expect(sent.json().value).toEqual({ targets: 1, delivered: 1, removed: 0, failed: 0, retries: 0 });
    expect((await service.messages(clientHash)).map((m) => JSON.parse(m))).toEqual([payload]);
  });

  it('moves a token to the member who binds it last', async () => {
    const [first, second] = [await signedInMember(), await signedInMember()];
    const { token } = await subscription();
    await relay('CSP_fcmBind', { registrationToken: token }, first.session);
    await relay('CSP_fcmBind', { registrationToken: token }, second.session);
    expect(await tokensOf(first.username)).toEqual([]);
    expect((await tokensOf(second.username)).map((t) => t.token)).toEqual([token]);
    // The former owner can no longer put it in a topic.
    expect((await relay('CSP_fcmSubscribe', { registrationToken: token, topic: 'ALL' }, first.session)).json().errorCode).toBe('push.token_invalid');
  });

  it('removes a token the push service answers 410 for', async () => {
    const member = await signedInMember();
    const { clientHash, token } = await subscription();
    await relay('CSP_fcmBind', { registrationToken: token }, member.session);
    await service.expire(clientHash);
    const sent = await admin('POST', '/admin/push/send', { merchantCode: 'DEMO', member: member.username, payload: { title: 'Hello', body: '' } });
    expect(sent.json().value).toMatchObject({ targets: 1, delivered: 0, removed: 1 });
    expect(await tokensOf(member.username)).toEqual([]);
  });

  it('unsubscribes all without a session (sign-out) and the token gets nothing more', async () => {
    const member = await signedInMember();
    const { token } = await subscription();
    await relay('CSP_fcmBind', { registrationToken: token }, member.session);
    await relay('CSP_fcmSubscribe', { registrationToken: token, topic: 'ALL' }, member.session);
    expect((await relay('CSP_fcmUnsubscribe', { registrationToken: token, unsubscribeAll: true })).json().success).toBe(true);
    expect(await tokensOf(member.username)).toEqual([]);
  });

  it('leaves one topic and keeps the binding', async () => {
    const member = await signedInMember();
    const { token } = await subscription();
    await relay('CSP_fcmBind', { registrationToken: token }, member.session);
    await relay('CSP_fcmSubscribe', { registrationToken: token, topic: 'ALL' }, member.session);
    await relay('CSP_fcmUnsubscribe', { registrationToken: token, topic: 'ALL' }, member.session);
    expect(await tokensOf(member.username)).toEqual([expect.objectContaining({ token, topics: [] })]);
  });

  it('refuses a malformed or over-long token with push.token_invalid or request.invalid, and binding without a session', async () => {
    const member = await signedInMember();
    const bad = await relay('CSP_fcmBind', { registrationToken: '{"endpoint":"ftp://x","keys":{}}' }, member.session);
    expect(bad.json()).toMatchObject({ errorCode: 'push.token_invalid', fieldErrors: [{ field: 'registrationToken' }] });
    const long = await relay('CSP_fcmBind', { registrationToken: 'a'.repeat(REGISTRATION_TOKEN_MAX + 1) }, member.session);
    expect(long.json()).toMatchObject({ errorCode: 'request.invalid', fieldErrors: [{ field: 'registrationToken' }] });
    const anonymous = await relay('CSP_fcmBind', { registrationToken: (await subscription()).token });
    expect(anonymous.json().errorCode).toBe('customer.not.login');
    expect(await tokensOf(member.username)).toEqual([]);
  });

  it('sends to a topic and refuses a send naming neither member nor topic', async () => {
    const member = await signedInMember();
    const { clientHash, token } = await subscription();
    await relay('CSP_fcmBind', { registrationToken: token }, member.session);
    const topic = `T${Date.now().toString(36)}`;
    await relay('CSP_fcmSubscribe', { registrationToken: token, topic }, member.session);
    const sent = await admin('POST', '/admin/push/send', { merchantCode: 'DEMO', topic, payload: { title: 'Draw tonight', body: '8 pm' } });
    expect(sent.json().value).toMatchObject({ targets: 1, delivered: 1 });
    expect((await service.messages(clientHash)).map((m) => JSON.parse(m).title)).toEqual(['Draw tonight']);
    const neither = await admin('POST', '/admin/push/send', { merchantCode: 'DEMO', payload: { title: 'x', body: '' } });
    expect(neither.json()).toMatchObject({ errorCode: 'request.invalid', fieldErrors: [{ field: 'member' }] });
  });
});

describe('a merchant with push off', () => {
  it('serves provider off, refuses a bind and an operator send with push.unavailable', async () => {
    const off = await buildAppWithMerchants({ 'off.json': { ...demoMerchant(), merchantCode: 'PUSHOFF', domains: ['pushoff.example.com'], push: { provider: 'off' } } }, { ADMIN_TOKEN: ADMIN });
    try {
      const host = { host: 'pushoff.example.com' };
      expect((await off.inject({ method: 'GET', url: '/wps/system/settings', headers: host })).json().value.push).toEqual({ provider: 'off' });
      const m = await createMember(off, { merchantCode: 'PUSHOFF' });
      const session = await login(off, m.username, m.password, 'PUSHOFF');
      const bind = await off.inject({ method: 'POST', url: '/wps/relay/CSP_fcmBind', headers: { ...host, authorization: `Bearer ${session}` }, payload: { registrationToken: 'x'.repeat(40) } });
      expect(bind.json().errorCode).toBe('push.unavailable');
      const send = await off.inject({
        method: 'POST',
        url: '/admin/push/send',
        headers: { authorization: `Bearer ${ADMIN}` },
        remoteAddress: '192.0.2.62',
        payload: { merchantCode: 'PUSHOFF', topic: 'ALL', payload: { title: 'x', body: '' } },
      });
      expect(send.json().errorCode).toBe('push.unavailable');
    } finally {
      await off.close();
    }
  });
});
