import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUITE_RSA_OAEP_AES_GCM } from '@portico/contract/encryption';
import { open } from '@portico/contract/cipher/rsa-oaep-aes-gcm';
import { loginEndpoint } from '@portico/contract/session';
import { setSession } from '../../session/session-store.ts';
import { callEndpoint } from '../call-endpoint.ts';
import { request } from '../request.ts';
import { fail, ok, recordNotify, stubFetch, type SeenRequest } from '../test-support.ts';
import { setCipherSuite } from './cipher-suite.ts';

/** The platform's half, in the test: a real RSA key pair and the contract's open(). */
interface PlatformKeyPair {
  keyId: string;
  privateKey: CryptoKey;
  spkiBase64: string;
}

async function platformKeyPair(keyId: string): Promise<PlatformKeyPair> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { keyId, privateKey: pair.privateKey, spkiBase64: btoa(String.fromCharCode(...spki)) };
}

function keyAnswer(key: PlatformKeyPair, serverTime = Date.now()): Response {
  return ok({ rsaKey: key.spkiBase64, keyId: key.keyId, suites: [SUITE_RSA_OAEP_AES_GCM], serverTime });
}

async function openAs(keys: PlatformKeyPair[], seen: SeenRequest, path: string) {
  const body = JSON.parse(seen.body ?? '{}') as { value: string };
  return open({
    privateKeyFor: async (id) => keys.find((k) => k.keyId === id)?.privateKey ?? null,
    method: seen.method,
    path,
    xRsa: seen.headers['X-RSA'] ?? '',
    value: body.value,
  });
}

const isKeyCall = (r: SeenRequest) => r.url.startsWith('/wps/session/key/rsa?');
const LOGIN_VALUE = { id: 1, token: 't', userName: 'ann', customerType: 0, firstTimeLogin: false, passwordExpired: false };

let k1: PlatformKeyPair;
let k2: PlatformKeyPair;
let notify: ReturnType<typeof recordNotify>;

beforeAll(async () => {
  [k1, k2] = await Promise.all([platformKeyPair('k1'), platformKeyPair('k2')]);
});
beforeEach(() => {
  setCipherSuite(null);
  notify = recordNotify();
});
afterEach(() => {
  notify.stop();
  vi.unstubAllGlobals();
});

describe('encrypted POST', () => {
  it('sends {value} with the Encryption and X-RSA headers, and the platform can open it (real round trip)', async () => {
    setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false });
    const seen: SeenRequest[] = [];
    stubFetch((r) => {
      seen.push(r);
      return isKeyCall(r) ? keyAnswer(k1) : ok(LOGIN_VALUE);
    });
    const credentials = { username: 'ann', password: 's3cret', type: 'username' as const };
    await expect(callEndpoint(loginEndpoint, { body: credentials })).resolves.toEqual(LOGIN_VALUE);

    const [keyCall, post] = seen as [SeenRequest, SeenRequest];
    expect(keyCall.url).toMatch(/^\/wps\/session\/key\/rsa\?_=\d+$/);
    expect(keyCall.init.cache).toBe('no-store');
    expect(keyCall.headers['Cache-Control']).toBe('no-cache');
    expect(keyCall.headers).not.toHaveProperty('Authorization');

    expect(post.method).toBe('POST');
    expect(Object.keys(JSON.parse(post.body ?? '{}') as object)).toEqual(['value']);
    expect(post.body).not.toContain('s3cret');
    expect(post.headers).toMatchObject({ Encryption: SUITE_RSA_OAEP_AES_GCM, 'Content-Type': 'application/json' });
    expect(post.headers['X-RSA']).toMatch(/^k1\./);
    // No digest of the plaintext beside the ciphertext: it would be a password oracle in any log (decision 021).
    expect(post.headers).not.toHaveProperty('X-Digest');
    // loginEndpoint has auth 'none': the token stays home even though a session exists
    expect(post.headers).not.toHaveProperty('Authorization');

    const opened = await openAs([k1], post, '/wps/session/login');
    expect(opened.data).toEqual(credentials);
    expect(Math.abs((opened.ts as number) - Date.now())).toBeLessThan(5_000);
  });

  it('binds the ciphertext to the call: another path cannot open it', async () => {
    const seen: SeenRequest[] = [];
    stubFetch((r) => (seen.push(r), isKeyCall(r) ? keyAnswer(k1) : ok(null)));
    await request({ url: '/wps/member/register?x=1', method: 'POST', body: { a: 1 }, encrypt: true });
    const post = seen[1] as SeenRequest;
    await expect(openAs([k1], post, '/wps/member/register')).resolves.toMatchObject({ data: { a: 1 } });
    await expect(openAs([k1], post, '/wps/session/login')).rejects.toThrow();
  });

  it("stamps ts with the platform's clock, not the phone's", async () => {
    const hourAhead = Date.now() + 3_600_000;
    const seen: SeenRequest[] = [];
    stubFetch((r) => (seen.push(r), isKeyCall(r) ? keyAnswer(k1, hourAhead) : ok(null)));
    await request({ url: '/wps/x', method: 'POST', body: {}, encrypt: true });
    const opened = await openAs([k1], seen[1] as SeenRequest, '/wps/x');
    expect(Math.abs((opened.ts as number) - hourAhead)).toBeLessThan(5_000);
  });

  it('fetches the key once for many calls', async () => {
    const fetch = stubFetch((r) => (isKeyCall(r) ? keyAnswer(k1) : ok(null)));
    await Promise.all([
      request({ url: '/wps/a', method: 'POST', body: { n: 1 }, encrypt: true }),
      request({ url: '/wps/b', method: 'POST', body: { n: 2 }, encrypt: true }),
    ]);
    await request({ url: '/wps/c', method: 'POST', body: { n: 3 }, encrypt: true });
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/wps/session/key/rsa'))).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('encryption.stale', () => {
  it('refetches the key and retries once, transparently', async () => {
    const keys = [k1, k2];
    let keyCalls = 0;
    const posts: SeenRequest[] = [];
    stubFetch(async (r) => {
      if (isKeyCall(r)) return keyAnswer(keys[keyCalls++] as PlatformKeyPair);
      posts.push(r);
      // The platform rotated to k2: a body sealed for k1 is stale.
      return r.headers['X-RSA']?.startsWith('k2.') ? ok(LOGIN_VALUE) : fail('encryption.stale', 'stale', { status: 400 });
    });
    await expect(callEndpoint(loginEndpoint, { body: { username: 'ann', password: 'pw' } })).resolves.toEqual(LOGIN_VALUE);
    expect(keyCalls).toBe(2);
    expect(posts).toHaveLength(2);
    await expect(openAs([k2], posts[1] as SeenRequest, '/wps/session/login')).resolves.toMatchObject({ data: { username: 'ann' } });
    expect(notify.shown()).toEqual([]);
  });

  it('retries only once: a second stale answer fails like any error', async () => {
    let posts = 0;
    stubFetch((r) => (isKeyCall(r) ? keyAnswer(k1) : (posts++, fail('encryption.stale', 'The request has expired.', { status: 400 }))));
    await expect(request({ url: '/wps/x', method: 'POST', body: {}, encrypt: true })).rejects.toMatchObject({ errorCode: 'encryption.stale', handled: true });
    expect(posts).toBe(2);
    expect(notify.notices()).toEqual([{ errorCode: 'encryption.stale', message: 'The request has expired.', fallbackKey: 'common.error' }]);
  });

  it('a key that cannot be fetched fails the call that needed it, and the next call tries again', async () => {
    let keyUp = false;
    stubFetch((r) => (isKeyCall(r) ? (keyUp ? keyAnswer(k1) : new Response('', { status: 503 })) : ok('done')));
    await expect(request({ url: '/wps/x', method: 'POST', body: {}, encrypt: true, alert: false })).rejects.toMatchObject({ kind: 'http', status: 503 });
    keyUp = true;
    await expect(request({ url: '/wps/x', method: 'POST', body: {}, encrypt: true })).resolves.toBe('done');
  });
});
