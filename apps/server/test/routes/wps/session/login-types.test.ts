import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_ISSUER } from '@portico/contract/identity';
import { loginEndpoint, twoFactorEndpoint } from '@portico/contract/session';
import { localSubject } from '../../../../src/auth/local-idp.ts';
import { identityLinks, members, sessions } from '../../../../src/db/schema.ts';
import { buildTestApp } from '../../../helpers/app.ts';
import { devMember, localIdToken, outboxCode, postSealed, randomIp, uniqueEmail, uniqueMobileDigits } from '../../../helpers/sign-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (data: Record<string, unknown>, ip = randomIp()) => postSealed(app, loginEndpoint.path, data, { ip });

/** An ID token with phone_number, through the local provider's phone verification and the outbox. */
async function phoneToken(mobile: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/idp/local/phone/send',
    payload: { countryDialingCode: '63', mobileNum: mobile.slice(2) },
    remoteAddress: randomIp(),
  });
  const { verificationId } = sent.json() as { verificationId: string };
  const res = await app.inject({ method: 'POST', url: '/idp/local/phone/verify', payload: { verificationId, code: await outboxCode(app, mobile) } });
  return (res.json() as { idToken: string }).idToken;
}

const sessionCount = async (memberId: number) => (await app.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;

describe('login type username: throttling', () => {
  it('refuses the sixth try after five failures, even with the right password (429, Retry-After)', async () => {
    const m = await devMember(app);
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) expect((await login({ username: m.username, password: 'wrong' }, ip)).json().errorCode).toBe('login.cred.err');
    const res = await login({ username: m.username, password: m.password }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN', value: { retryAfter: expect.any(Number) } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sessionCount(m.id)).toBe(0);
  });

  it('counts unknown usernames too (answered login.cred.err), and a success clears the pair’s count', async () => {
    const ip = randomIp();
    const ghost = `ghost_${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i += 1) expect((await login({ username: ghost, password: 'x' }, ip)).json().errorCode).toBe('login.cred.err');
    expect((await login({ username: ghost, password: 'x' }, ip)).statusCode).toBe(429);

    const m = await devMember(app);
    const ip2 = randomIp();
    for (let i = 0; i < 4; i += 1) await login({ username: m.username, password: 'wrong' }, ip2);
    expect((await login({ username: m.username, password: m.password }, ip2)).json().success).toBe(true);
    for (let i = 0; i < 4; i += 1) await login({ username: m.username, password: 'wrong' }, ip2);
    expect((await login({ username: m.username, password: m.password }, ip2)).json().success).toBe(true);
  });

  it('accepts the device fields of the app path', async () => {
    const m = await devMember(app);
    const res = await login({ username: m.username, password: m.password, loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: true, device: 'PWA' });
    expect(res.json()).toMatchObject({ success: true, value: { userName: m.username } });
  });
});

describe('login type sms', () => {
  it('signs in the member whose mobile the verified token carries', async () => {
    const mobile = uniqueMobileDigits();
    const m = await devMember(app, { mobile });
    const res = await login({ type: 'sms', firebaseIdToken: await phoneToken(mobile) });
    expect(res.json()).toMatchObject({ success: true, value: { id: m.id, userName: m.username } });
  });

  it('still asks a member with two-factor for the second factor: the code replaced only the password', async () => {
    const mobile = uniqueMobileDigits();
    const m = await devMember(app, { mobile, email: 'x@example.com', totpSecret: true, twoFactor: { email: true, ga: true } });
    const res = await login({ type: 'sms', firebaseIdToken: await phoneToken(mobile) });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'login_verify_required', value: { email: true, ga: true, sms: false } });
    expect(await sessionCount(m.id)).toBe(0);
  });

  it('lets the code count as the second factor when that factor is the sms code to this number', async () => {
    const mobile = uniqueMobileDigits();
    const m = await devMember(app, { mobile, email: 'x@example.com', twoFactor: { email: true, sms: true } });
    const res = await login({ type: 'sms', firebaseIdToken: await phoneToken(mobile) });
    expect(res.json()).toMatchObject({ success: true, value: { id: m.id } });
  });

  it('skips the second factor on a place the member verified from, as a password sign-in does', async () => {
    const mobile = uniqueMobileDigits();
    const m = await devMember(app, { mobile, email: 'trusted@example.com', twoFactor: { email: true } });
    const ip = randomIp();
    const place = { loginDeviceId: 'e'.repeat(36) };
    const answer = { username: m.username, password: m.password, method: 'E', email: 'trusted@example.com', ...place };
    const verified = await postSealed(app, twoFactorEndpoint.path, answer, { ip });
    expect(verified.json()).toMatchObject({ success: true });
    const res = await login({ type: 'sms', firebaseIdToken: await phoneToken(mobile), ...place }, ip);
    expect(res.json()).toMatchObject({ success: true, value: { id: m.id } });
  });

  it('answers not.exists.user for a number no member has, and creates no account (decision 045: nothing to score)', async () => {
    const mobile = uniqueMobileDigits();
    const res = await login({ type: 'sms', firebaseIdToken: await phoneToken(mobile) });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.exists.user' });
    expect(await app.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile))).toHaveLength(0);
  });

  it('needs a token, and one that carries a phone number', async () => {
    const missing = await login({ type: 'sms' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([{ field: 'firebaseIdToken', message: 'required' }]);
    const google = await localIdToken(app, { email: uniqueEmail() });
    expect((await login({ type: 'sms', firebaseIdToken: google })).json().errorCode).toBe('identity.token.invalid');
    expect((await login({ type: 'sms', firebaseIdToken: 'x.y.z' })).json().errorCode).toBe('identity.token.invalid');
  });
});

describe('login type firebase', () => {
  it('signs in the member an identity is linked to (player1’s seeded Google identity)', async () => {
    const token = await localIdToken(app, { email: 'player1@example.com', listed: true });
    const res = await login({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'player1' } });
  });

  it('answers bind_customer_required, with its parenthetical part, for an unlinked identity', async () => {
    const token = await localIdToken(app, { email: uniqueEmail() });
    const res = await login({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
    expect(res.json().message).toMatch(/\(.+\)/);
  });

  it('needs both the channel and the token, and a valid token', async () => {
    const res = await login({ type: 'firebase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['firebaseChannel', 'firebaseIdToken']);
    const bad = await login({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(bad.json().errorCode).toBe('identity.token.invalid');
  });
});

describe('stored provider arguments: a password sign-in links the identity', () => {
  it('links on success, so the next social sign-in with that identity signs the member in', async () => {
    const m = await devMember(app);
    const email = uniqueEmail();
    const first = await localIdToken(app, { channel: 'twitter', email });
    const res = await login({ username: m.username, password: m.password, firebaseChannel: 'twitter', firebaseIdToken: first });
    expect(res.json().success).toBe(true);
    const links = await app.db.select().from(identityLinks).where(eq(identityLinks.memberId, m.id));
    expect(links).toMatchObject([{ issuer: LOCAL_IDP_ISSUER, subject: localSubject('twitter', email), channel: 'twitter' }]);

    const later = await localIdToken(app, { channel: 'twitter', email });
    const social = await login({ type: 'firebase', firebaseChannel: 'twitter', firebaseIdToken: later });
    expect(social.json()).toMatchObject({ success: true, value: { id: m.id } });
  });

  it('links nothing on a wrong password', async () => {
    const m = await devMember(app);
    const token = await localIdToken(app, { email: uniqueEmail() });
    const res = await login({ username: m.username, password: 'wrong', firebaseChannel: 'google', firebaseIdToken: token });
    expect(res.json().errorCode).toBe('login.cred.err');
    expect(await app.db.select().from(identityLinks).where(eq(identityLinks.memberId, m.id))).toHaveLength(0);
  });

  it('refuses an identity already linked to another member: nothing linked, no session', async () => {
    const owner = await devMember(app);
    const other = await devMember(app);
    const email = uniqueEmail();
    const t1 = await localIdToken(app, { email });
    expect((await login({ username: owner.username, password: owner.password, firebaseChannel: 'google', firebaseIdToken: t1 })).json().success).toBe(true);
    const t2 = await localIdToken(app, { email });
    const res = await login({ username: other.username, password: other.password, firebaseChannel: 'google', firebaseIdToken: t2 });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'identity.token.invalid' });
    expect(await sessionCount(other.id)).toBe(0);
    const [link] = await app.db
      .select()
      .from(identityLinks)
      .where(and(eq(identityLinks.issuer, LOCAL_IDP_ISSUER), eq(identityLinks.subject, localSubject('google', email))));
    expect(link?.memberId).toBe(owner.id);
  });

  it('needs the channel with the token', async () => {
    const m = await devMember(app);
    const res = await login({ username: m.username, password: m.password, firebaseIdToken: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ field: 'firebaseChannel', message: 'required' }]);
  });
});
