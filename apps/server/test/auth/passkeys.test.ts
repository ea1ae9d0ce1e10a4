import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyChallenges } from '../../src/db/schema-passkeys.ts';
import { buildAppWithMerchants, demoMerchant } from '../helpers/app.ts';
import { createMember, login } from '../helpers/members.ts';
import { randomIp } from '../helpers/sign-in.ts';
import { SoftwareAuthenticator } from '../helpers/webauthn.ts';

/** A real WebAuthn ceremony against the platform (issue 17 item 8, decision 042), on PGlite. */
let app: FastifyInstance;
const HOST = 'localhost';
const ORIGIN = 'http://localhost:8080';
const OTHER_HOST = 'other.localhost';

beforeAll(async () => {
  app = await buildAppWithMerchants({ 'other.json': { ...demoMerchant(), merchantCode: 'OTHER', name: 'Other', domains: [OTHER_HOST] } });
});
afterAll(() => app.close());

type Json = { success: boolean; errorCode?: string; value?: Record<string, unknown> & { challenge?: string } };
async function call(method: 'GET' | 'POST', url: string, opts: { token?: string; body?: unknown; host?: string; ip?: string } = {}): Promise<Json> {
  const res = await app.inject({
    method,
    url,
    headers: { host: opts.host ?? HOST, ...(opts.token && { authorization: opts.token }) },
    remoteAddress: opts.ip ?? randomIp(),
    ...(opts.body !== undefined && { payload: opts.body as object }),
  });
  return res.json() as Json;
}

async function signedIn(merchantCode = 'DEMO') {
  const member = await createMember(app, { merchantCode });
  return { ...member, token: await login(app, member.username, member.password, merchantCode) };
}

/** Options, the authenticator's answer, the registration: what adding a passkey in the member centre does. */
async function addPasskey(token: string, tweak: { origin?: string; rpId?: string; host?: string; userVerified?: boolean } = {}) {
  const options = await call('POST', '/wps/member/passkeys/registration/options', { token, host: tweak.host });
  const authenticator = await SoftwareAuthenticator.create();
  const user = options.value?.user as { id: string };
  const response = await authenticator.register({
    challenge: options.value!.challenge!,
    origin: tweak.origin ?? ORIGIN,
    rpId: tweak.rpId ?? HOST,
    userId: user.id,
    userVerified: tweak.userVerified ?? true,
  });
  const result = await call('POST', '/wps/member/passkeys/registration', { token, host: tweak.host, body: { response, name: 'My phone' } });
  return { authenticator, result, response };
}

async function passkeySignIn(authenticator: SoftwareAuthenticator, tweak: { origin?: string; rpId?: string; host?: string } = {}) {
  const options = await call('POST', '/wps/session/passkey/options', { host: tweak.host });
  const response = await authenticator.authenticate({ challenge: options.value!.challenge!, origin: tweak.origin ?? ORIGIN, rpId: tweak.rpId ?? tweak.host ?? HOST });
  return { result: await call('POST', '/wps/session/passkey', { host: tweak.host, body: { response } }), response };
}

describe('passkeys', () => {
  it('a member adds a passkey and signs in with it: a normal session, the passkey listed as used', async () => {
    const member = await signedIn();
    const { authenticator, result } = await addPasskey(member.token);
    expect(result).toMatchObject({ success: true, value: { name: 'My phone', lastUsedAt: null } });

    const { result: signIn } = await passkeySignIn(authenticator);
    expect(signIn).toMatchObject({ success: true, value: { userName: member.username, id: member.id } });
    const info = await call('GET', '/wps/member/info', { token: String(signIn.value!.token) });
    expect(info.success).toBe(true);

    const list = await call('GET', '/wps/member/passkeys', { token: member.token });
    const [listed] = list.value!.passkeys as { name: string; lastUsedAt: string | null }[];
    expect(listed!.name).toBe('My phone');
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('asks for a discoverable credential with user verification on the domain of the page', async () => {
    const member = await signedIn();
    const options = await call('POST', '/wps/member/passkeys/registration/options', { token: member.token });
    expect(options.value).toMatchObject({ rp: { id: HOST }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    expect(JSON.stringify(options.value)).not.toContain(member.username.toUpperCase());
    expect(await call('POST', '/wps/member/passkeys/registration/options', { token: member.token, host: '127.0.0.1' })).toMatchObject({ errorCode: 'passkey.unavailable' });
    expect(await call('POST', '/wps/session/passkey/options', { host: 'unknown.example' })).toMatchObject({ errorCode: 'passkey.unavailable' });
  });

  it('refuses a registration from a page on another origin, for another relying party, or without user verification', async () => {
    const member = await signedIn();
    expect((await addPasskey(member.token, { origin: 'https://portico-login.example' })).result).toMatchObject({ errorCode: 'passkey.refused' });
    expect((await addPasskey(member.token, { origin: 'http://localhost:9999' })).result).toMatchObject({ errorCode: 'passkey.refused' });
    expect((await addPasskey(member.token, { rpId: 'portico-login.example' })).result).toMatchObject({ errorCode: 'passkey.refused' });
    expect((await addPasskey(member.token, { userVerified: false })).result).toMatchObject({ errorCode: 'passkey.refused' });
    const list = await call('GET', '/wps/member/passkeys', { token: member.token });
    expect(list.value!.passkeys).toEqual([]);
  });

  it('refuses a sign-in signed on another origin or for another relying party, and a replayed response', async () => {
    const member = await signedIn();
    const { authenticator } = await addPasskey(member.token);
    expect((await passkeySignIn(authenticator, { origin: 'https://portico-login.example' })).result).toMatchObject({ errorCode: 'passkey.refused' });
    expect((await passkeySignIn(authenticator, { rpId: 'portico-login.example' })).result).toMatchObject({ errorCode: 'passkey.refused' });

    const { result, response } = await passkeySignIn(authenticator);
    expect(result.success).toBe(true);
    const replay = await call('POST', '/wps/session/passkey', { body: { response } });
    expect(replay).toMatchObject({ success: false, errorCode: 'passkey.refused' });
  });

  it('refuses an expired challenge and a registration challenge of another session', async () => {
    const member = await signedIn();
    const authenticator = await SoftwareAuthenticator.create();
    const options = await call('POST', '/wps/member/passkeys/registration/options', { token: member.token });
    const response = await authenticator.register({ challenge: options.value!.challenge!, origin: ORIGIN, rpId: HOST });
    const otherSession = await login(app, member.username, member.password);
    expect(await call('POST', '/wps/member/passkeys/registration', { token: otherSession, body: { response } })).toMatchObject({ errorCode: 'passkey.refused' });

    const { authenticator: added } = await addPasskey(member.token);
    const signInOptions = await call('POST', '/wps/session/passkey/options');
    await app.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passkeyChallenges.challenge, signInOptions.value!.challenge!));
    const late = await added.authenticate({ challenge: signInOptions.value!.challenge!, origin: ORIGIN, rpId: HOST });
    expect(await call('POST', '/wps/session/passkey', { body: { response: late } })).toMatchObject({ errorCode: 'passkey.refused' });
  });

  it('refuses a cloned authenticator whose counter goes back', async () => {
    const member = await signedIn();
    const { authenticator } = await addPasskey(member.token);
    authenticator.counter = 10;
    expect((await passkeySignIn(authenticator)).result.success).toBe(true);
    authenticator.counter = 4;
    expect((await passkeySignIn(authenticator)).result).toMatchObject({ errorCode: 'passkey.refused' });
  });

  it("refuses another merchant's passkey, even signed for that merchant's own domain", async () => {
    const member = await signedIn();
    const { authenticator } = await addPasskey(member.token);
    const { result } = await passkeySignIn(authenticator, { host: OTHER_HOST, origin: `http://${OTHER_HOST}:8080` });
    expect(result).toMatchObject({ success: false, errorCode: 'passkey.refused' });
  });

  it("renames and removes the member's own passkeys only", async () => {
    const member = await signedIn();
    const stranger = await signedIn();
    const { result, authenticator } = await addPasskey(member.token);
    const id = Number(result.value!.id);
    expect(await call('POST', '/wps/member/passkeys/rename', { token: stranger.token, body: { id, name: 'Mine now' } })).toMatchObject({ errorCode: 'passkey.not_found' });
    expect(await call('POST', '/wps/member/passkeys/remove', { token: stranger.token, body: { id } })).toMatchObject({ errorCode: 'passkey.not_found' });
    expect(await call('POST', '/wps/member/passkeys/rename', { token: member.token, body: { id, name: '  ' } })).toMatchObject({ errorCode: 'request.invalid' });
    expect(await call('POST', '/wps/member/passkeys/rename', { token: member.token, body: { id, name: 'Work tablet' } })).toMatchObject({ value: { name: 'Work tablet' } });

    expect(await call('POST', '/wps/member/passkeys/remove', { token: member.token, body: { id } })).toMatchObject({ success: true });
    expect((await call('GET', '/wps/member/passkeys', { token: member.token })).value!.passkeys).toEqual([]);
    expect((await passkeySignIn(authenticator)).result).toMatchObject({ errorCode: 'passkey.refused' });
  });
});
