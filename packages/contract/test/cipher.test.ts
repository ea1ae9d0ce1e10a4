import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromBase64Url, toBase64Url } from '../src/cipher/base64url.ts';
import { importRsaPublicKey, open, OpenError, seal } from '../src/cipher/rsa-oaep-aes-gcm.ts';

const keyPair = await crypto.subtle.generateKey(
  { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
  true,
  ['wrapKey', 'unwrapKey'],
);
const spki = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('spki', keyPair.publicKey)))
  .replace(/-/g, '+')
  .replace(/_/g, '/');
const publicKey = await importRsaPublicKey(spki);
const privateKeyFor = async (kid: string) => (kid === 'k1' ? keyPair.privateKey : null);

async function sealed(data: unknown, path = '/wps/session/login') {
  return seal({ publicKey, keyId: 'k1', method: 'POST', path, ts: 1_700_000_000_000, data });
}

describe('base64url', () => {
  it('round-trips any bytes and never emits padding or +/', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect([...fromBase64Url(text)]).toEqual([...bytes]);
      }),
    );
  });
});

describe('RSA-OAEP-256 + AES-256-GCM suite', () => {
  it('opens what it sealed, for any JSON payload', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (data) => {
        const s = await sealed(data);
        const opened = await open({ privateKeyFor, method: 'POST', path: '/wps/session/login', xRsa: s.headers['X-RSA'], value: s.body.value });
        expect(opened.data).toEqual(JSON.parse(JSON.stringify(data)));
        expect(opened.ts).toBe(1_700_000_000_000);
      }),
      { numRuns: 15 },
    );
  });

  it('never shows the plaintext on the wire', async () => {
    const s = await sealed({ password: 'Player#2026' });
    expect(JSON.stringify(s)).not.toContain('Player#2026');
  });

  it.each([
    ['a flipped ciphertext byte', (v: string) => v.slice(0, 20) + (v[20] === 'A' ? 'B' : 'A') + v.slice(21), undefined, 'tampered'],
    ['another endpoint', (v: string) => v, '/wps/member/language', 'tampered'],
    ['a truncated body', (v: string) => v.slice(0, 8), undefined, 'malformed'],
  ] as const)('refuses %s', async (_name, mutate, path, reason) => {
    const s = await sealed({ username: 'player1' });
    const attempt = open({ privateKeyFor, method: 'POST', path: path ?? '/wps/session/login', xRsa: s.headers['X-RSA'], value: mutate(s.body.value) });
    await expect(attempt).rejects.toEqual(new OpenError(reason));
  });

  it('refuses an unknown key id', async () => {
    const s = await sealed({ a: 1 });
    await expect(
      open({ privateKeyFor, method: 'POST', path: '/wps/session/login', xRsa: s.headers['X-RSA'].replace(/^k1/, 'k9'), value: s.body.value }),
    ).rejects.toEqual(new OpenError('unknown-key'));
  });

  it('sends nothing derived from the plaintext outside the ciphertext (no digest header)', async () => {
    const s = await sealed({ password: 'Player#2026' });
    expect(Object.keys(s.headers)).toEqual(['Encryption', 'X-RSA']);
  });

  it('refuses every other spelling of the same bytes (unused bits of the last character set)', async () => {
    const s = await sealed({ username: 'player1' });
    const [kid, wrapped] = s.headers['X-RSA'].split('.') as [string, string];
    const opened = await open({ privateKeyFor, method: 'POST', path: '/wps/session/login', xRsa: s.headers['X-RSA'], value: s.body.value });
    expect([...opened.wrappedKey]).toEqual([...fromBase64Url(wrapped)]);
    for (const variant of lastCharacterVariants(wrapped)) {
      await expect(
        open({ privateKeyFor, method: 'POST', path: '/wps/session/login', xRsa: `${kid}.${variant}`, value: s.body.value }),
      ).rejects.toEqual(new OpenError('non-canonical'));
    }
    for (const variant of lastCharacterVariants(s.body.value)) {
      await expect(
        open({ privateKeyFor, method: 'POST', path: '/wps/session/login', xRsa: s.headers['X-RSA'], value: variant }),
      ).rejects.toEqual(new OpenError('non-canonical'));
    }
  });
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The other spellings atob would decode to the same bytes: the last character with its unused bits changed. */
function lastCharacterVariants(text: string): string[] {
  const unusedBits = { 2: 4, 3: 2 }[text.length % 4] ?? 0;
  const last = ALPHABET.indexOf(text.at(-1) ?? 'A');
  const variants: string[] = [];
  for (let low = 1; low < 1 << unusedBits; low++) variants.push(text.slice(0, -1) + ALPHABET[last ^ low]);
  return variants;
}
