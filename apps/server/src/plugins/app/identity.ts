import { createRemoteJWKSet, SignJWT } from 'jose';
import type { IdTokenClaims } from '@portico/contract/identity';
import { LOCAL_IDP_ISSUER } from '@portico/contract/identity';
import type { Merchant } from '../../merchants/schema.ts';
import { createIdTokenVerifier, FIREBASE_JWKS_URL } from '../../auth/id-token.ts';
import { currentLocalSigningKey, localJwks, localKeyResolver, type LocalSigningKey } from '../../security/local-idp-keys.ts';
import { sharedPlugin } from '../plugin.ts';

/** What the local provider puts in a token besides iss/aud/iat/exp. */
export type LocalTokenClaims = Pick<IdTokenClaims, 'sub' | 'email' | 'name' | 'phone_number'> & { signInProvider: string };

export interface LocalIdentityProvider {
  /** An ES256 ID token for this merchant, valid for an hour. */
  issue(merchant: Merchant, claims: LocalTokenClaims): Promise<string>;
  jwks(): Promise<{ keys: unknown[] }>;
}

export interface IdentityService {
  /** Verifies a `firebaseIdToken` against the merchant's issuer; throws identity.token.invalid. */
  verifyIdToken(merchant: Merchant, idToken: string): Promise<IdTokenClaims>;
  /** The development and test provider; null without DEV_ROUTES (always in production), where it does not exist. */
  local: LocalIdentityProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

const TOKEN_LIFETIME_S = 3600;

/**
 * The identity provider port (doc A §4 social and sms-code sign-in). Firebase merchants verify
 * against Google's JWKS (fetched and cached by jose); local merchants against the platform's own
 * keys. Needs merchants and db, so it is registered after both.
 */
export default sharedPlugin('identity', async (app) => {
  const localMerchants = [...app.merchants.all.values()].filter((m) => m.identity.kind === 'local');
  // The local provider hands out tokens to anyone who asks (/idp/local), so it lives with the development routes.
  const enabled = app.config.DEV_ROUTES;
  if (!enabled && localMerchants.length > 0) {
    const codes = localMerchants.map((m) => m.merchantCode).join(', ');
    const where = app.config.NODE_ENV === 'production' ? 'cannot run in production' : 'runs only with DEV_ROUTES=true (development and tests)';
    throw new Error(
      `Merchant ${codes}: identity.kind "local" is the development and test identity provider and ${where}. ` +
        'Set identity.kind to "firebase" with the Firebase web configuration in the merchant file.',
    );
  }

  const { db } = app;
  // Made at start (ECDSA is cheap) so the JWKS is never empty; shared through the database.
  const signingKey: LocalSigningKey | null = enabled ? await currentLocalSigningKey(db) : null;
  const local: LocalIdentityProvider | null = !signingKey
    ? null
    : {
        async issue(merchant, claims) {
          const key = signingKey;
          const now = Math.floor(Date.now() / 1000);
          return new SignJWT({
            ...(claims.email !== undefined && { email: claims.email }),
            ...(claims.name !== undefined && { name: claims.name }),
            ...(claims.phone_number !== undefined && { phone_number: claims.phone_number }),
            auth_time: now,
            firebase: { sign_in_provider: claims.signInProvider },
          })
            .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
            .setIssuer(LOCAL_IDP_ISSUER)
            .setAudience(merchant.merchantCode)
            .setSubject(claims.sub)
            .setIssuedAt(now)
            .setExpirationTime(now + TOKEN_LIFETIME_S)
            .sign(key.privateKey);
        },
        jwks: () => localJwks(db),
      };

  const verifyIdToken = createIdTokenVerifier(
    { firebase: createRemoteJWKSet(new URL(FIREBASE_JWKS_URL)), local: enabled ? localKeyResolver(db) : null },
    app.log,
  );
  app.decorate('identity', { verifyIdToken, local } satisfies IdentityService);
}, ['merchants', 'db']);
