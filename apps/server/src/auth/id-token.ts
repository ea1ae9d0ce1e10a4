import { errors, jwtVerify, type JWSAlgorithm, type JWTVerifyGetKey } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { LOCAL_IDP_ISSUER, idTokenClaims, type IdTokenClaims } from '@portico/contract/identity';
import type { Merchant } from '../merchants/schema.ts';
import { PlatformError } from '../http/platform-error.ts';

/** Where Firebase Authentication publishes the keys of its ID tokens (Google's securetoken service). */
export const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface KeySets {
  /** Google's securetoken JWKS in production; tests pass a local JWKS built from their own key. */
  firebase: JWTVerifyGetKey;
  /** The local provider's keys (platform_keys); null where the local provider is not allowed (production). */
  local: JWTVerifyGetKey | null;
}

interface Expectation {
  keySet: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  algorithms: JWSAlgorithm[];
}

/** What a token must satisfy for this merchant: the only place the two issuers differ. */
function expectationFor(merchant: Merchant, keySets: KeySets): Expectation {
  const { identity } = merchant;
  if (identity.kind === 'firebase' && identity.firebase) {
    const projectId = identity.firebase.projectId;
    return { keySet: keySets.firebase, issuer: `https://securetoken.google.com/${projectId}`, audience: projectId, algorithms: ['RS256'] };
  }
  if (identity.kind === 'local' && keySets.local) {
    return { keySet: keySets.local, issuer: LOCAL_IDP_ISSUER, audience: merchant.merchantCode, algorithms: ['ES256'] };
  }
  throw new PlatformError('identity.token.invalid');
}

const claims = z.object({
  ...idTokenClaims.shape,
  // Firebase's rules: a non-empty uid of at most 128 characters, signed in no later than now.
  sub: z.string().check(z.minLength(1), z.maxLength(128)),
  auth_time: z.optional(z.number()),
});

const CLOCK_TOLERANCE_S = 30;

/** A token jose accepted but Portico does not (its claims). */
class TokenRefused extends Error {}

/**
 * One verification path for every issuer: jose checks the signature against the issuer's key set,
 * the issuer, the audience, the algorithm and the times; then the claims Portico reads are parsed.
 * Any failure is `identity.token.invalid` (the cause is logged, never the token).
 */
export function createIdTokenVerifier(keySets: KeySets, log?: FastifyBaseLogger) {
  return async function verifyIdToken(merchant: Merchant, idToken: string): Promise<IdTokenClaims> {
    const expected = expectationFor(merchant, keySets);
    try {
      const { payload } = await jwtVerify(idToken, expected.keySet, {
        issuer: expected.issuer,
        audience: expected.audience,
        algorithms: expected.algorithms,
        requiredClaims: ['sub', 'iat', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      const parsed = z.safeParse(claims, payload);
      if (!parsed.success) throw new TokenRefused('claims outside the contract');
      const { auth_time: authTime, ...rest } = parsed.data;
      if (authTime !== undefined && authTime > Date.now() / 1000 + CLOCK_TOLERANCE_S) throw new TokenRefused('auth_time in the future');
      return rest;
    } catch (err) {
      // A bad token is routine (info); the key set being unreachable (Google down, no route) is worth a warning.
      const unreachable = err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError || err instanceof TokenRefused);
      const reason = err instanceof errors.JOSEError ? err.code : err instanceof Error ? err.message : 'unknown';
      log?.[unreachable ? 'warn' : 'info']({ reason, merchant: merchant.merchantCode }, 'id token not accepted');
      throw new PlatformError('identity.token.invalid');
    }
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
