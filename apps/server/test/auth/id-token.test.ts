import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_ISSUER } from '@portico/contract/identity';
import { createIdTokenVerifier, type IdTokenVerifier } from '../../src/auth/id-token.ts';
import { merchantFile, type Merchant } from '../../src/merchants/schema.ts';
import { PlatformError } from '../../src/http/platform-error.ts';
import { demoMerchant } from '../helpers/app.ts';

const PROJECT = 'portico-test';
const FIREBASE_ISSUER = `https://securetoken.google.com/${PROJECT}`;

const local: Merchant = merchantFile.parse(demoMerchant());
const firebase: Merchant = merchantFile.parse({
  ...demoMerchant(),
  merchantCode: 'FBM',
  identity: {
    kind: 'firebase',
    channels: ['google'],
    phoneSignIn: true,
    firebase: { apiKey: 'k', authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT, appId: 'a', messagingSenderId: '1' },
  },
});

interface Signer {
  privateKey: CryptoKey;
  jwk: JWK;
  alg: 'RS256' | 'ES256';
}
async function signer(alg: 'RS256' | 'ES256', kid: string): Promise<Signer> {
  const pair = await generateKeyPair(alg, { extractable: true });
  return { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid, alg }, alg };
}

const now = () => Math.floor(Date.now() / 1000);
function token(s: Signer, claims: Record<string, unknown> = {}, opts: { iss?: string; aud?: string; exp?: number; iat?: number; kid?: string } = {}) {
  return new SignJWT({ email: 'ana@example.com', name: 'Ana', firebase: { sign_in_provider: 'google.com' }, ...claims })
    .setProtectedHeader({ alg: s.alg, kid: opts.kid ?? (s.jwk.kid as string) })
    .setIssuer(opts.iss ?? FIREBASE_ISSUER)
    .setAudience(opts.aud ?? PROJECT)
    .setSubject('uid-ana-0001')
    .setIssuedAt(opts.iat ?? now() - 10)
    .setExpirationTime(opts.exp ?? now() + 3600)
    .sign(s.privateKey);
}

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlatformError);
  return (err as PlatformError).errorCode;
}

let google: Signer;
let stranger: Signer;
let localKey: Signer;
let verify: IdTokenVerifier;

beforeAll(async () => {
  google = await signer('RS256', 'google-1');
  stranger = await signer('RS256', 'google-1'); // same kid, a key Google never published
  localKey = await signer('ES256', 'idp:test');
  // The injected key sets stand in for Google's JWKS URL and the platform's database: the code under
  // test (jwtVerify with the merchant's key set, issuer and audience) is the production path.
  verify = createIdTokenVerifier({
    firebase: createLocalJWKSet({ keys: [google.jwk] }),
    local: createLocalJWKSet({ keys: [localKey.jwk] }),
  });
});

describe('ID token verification (one path, two issuers)', () => {
  it('accepts a Firebase token signed by a published key and answers its claims', async () => {
    const claims = await verify(firebase, await token(google));
    expect(claims).toMatchObject({ iss: FIREBASE_ISSUER, aud: PROJECT, sub: 'uid-ana-0001', email: 'ana@example.com' });
    expect(claims.firebase?.sign_in_provider).toBe('google.com');
  });

  it('accepts a local-provider token for a local merchant (audience = merchant code)', async () => {
    const t = await token(localKey, {}, { iss: LOCAL_IDP_ISSUER, aud: 'DEMO' });
    expect((await verify(local, t)).sub).toBe('uid-ana-0001');
  });

  it('refuses a wrong issuer', async () => {
    expect(await refusal(verify(firebase, await token(google, {}, { iss: 'https://securetoken.google.com/other' })))).toBe(
      'identity.token.invalid',
    );
  });

  it('refuses a wrong audience (another Firebase project, another merchant)', async () => {
    expect(await refusal(verify(firebase, await token(google, {}, { aud: 'other-project' })))).toBe('identity.token.invalid');
    const forOther = await token(localKey, {}, { iss: LOCAL_IDP_ISSUER, aud: 'OTHER' });
    expect(await refusal(verify(local, forOther))).toBe('identity.token.invalid');
  });

  it('refuses an expired token', async () => {
    const t = await token(google, {}, { iat: now() - 7200, exp: now() - 3600 });
    expect(await refusal(verify(firebase, t))).toBe('identity.token.invalid');
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [h, , s] = (await token(google)).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: FIREBASE_ISSUER, aud: PROJECT, sub: 'admin', iat: now(), exp: now() + 60 })).toString(
      'base64url',
    );
    expect(await refusal(verify(firebase, `${h}.${forged}.${s}`))).toBe('identity.token.invalid');
  });

  it('refuses a token signed by a foreign key, under a published kid or an unknown one', async () => {
    expect(await refusal(verify(firebase, await token(stranger)))).toBe('identity.token.invalid');
    expect(await refusal(verify(firebase, await token(stranger, {}, { kid: 'unknown' })))).toBe('identity.token.invalid');
  });

  it('does not let one issuer stand in for the other', async () => {
    // A local-provider token (ES256, local issuer) sent to a Firebase merchant, and the reverse.
    const localToken = await token(localKey, {}, { iss: LOCAL_IDP_ISSUER, aud: PROJECT });
    expect(await refusal(verify(firebase, localToken))).toBe('identity.token.invalid');
    expect(await refusal(verify(local, await token(google, {}, { aud: 'DEMO' })))).toBe('identity.token.invalid');
  });

  it('refuses an unsigned token, garbage, an empty subject and a sign-in time in the future', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ iss: FIREBASE_ISSUER, aud: PROJECT, sub: 'x', iat: now(), exp: now() + 60 }),
    ).toString('base64url')}.`;
    expect(await refusal(verify(firebase, unsigned))).toBe('identity.token.invalid');
    expect(await refusal(verify(firebase, 'not-a-token'))).toBe('identity.token.invalid');
    const noSub = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
      .setIssuer(FIREBASE_ISSUER)
      .setAudience(PROJECT)
      .setSubject('')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(google.privateKey);
    expect(await refusal(verify(firebase, noSub))).toBe('identity.token.invalid');
    expect(await refusal(verify(firebase, await token(google, { auth_time: now() + 3600 })))).toBe('identity.token.invalid');
  });

  it('refuses every token where the local provider does not exist (production)', async () => {
    const prod = createIdTokenVerifier({ firebase: createLocalJWKSet({ keys: [google.jwk] }), local: null });
    const t = await token(localKey, {}, { iss: LOCAL_IDP_ISSUER, aud: 'DEMO' });
    expect(await refusal(prod(local, t))).toBe('identity.token.invalid');
  });
});
