import { webcrypto } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { calculateJwkThumbprint, errors, type JWK, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.ts';
import { platformKeys } from '../db/schema.ts';

/**
 * The local identity provider's ES256 signing keys, kept in platform_keys next to the RSA key
 * (same pattern: whoever inserts first wins, every instance reads the winner back), in their own
 * slot and algorithm. The kid starts with "idp:": ':' is outside the RSA loader's kid pattern, so
 * an encrypted body naming this public kid is refused as an unknown key, never mis-imported as RSA.
 */
const SLOT = 'local-idp';
const ALGORITHM = 'ES256';
const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const b64 = (buf: ArrayBuffer) => Buffer.from(buf).toString('base64');

export interface LocalSigningKey {
  kid: string;
  privateKey: CryptoKey;
}

async function generate() {
  const pair = await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const jwk = (await webcrypto.subtle.exportKey('jwk', pair.publicKey)) as JWK;
  return {
    kid: `idp:${(await calculateJwkThumbprint(jwk, 'sha256')).slice(0, 16)}`,
    slot: SLOT,
    algorithm: ALGORITHM,
    privateKeyPkcs8: b64(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey)),
    publicKeySpki: b64(await webcrypto.subtle.exportKey('spki', pair.publicKey)),
  };
}

/** The current signing key (created on first use by whichever instance gets there first). */
export async function currentLocalSigningKey(db: Db): Promise<LocalSigningKey> {
  const read = async () => (await db.select().from(platformKeys).where(eq(platformKeys.slot, SLOT)).limit(1))[0];
  let row = await read();
  if (!row) {
    await db.insert(platformKeys).values(await generate()).onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('local identity provider key missing after insert');
  const privateKey = await webcrypto.subtle.importKey('pkcs8', Buffer.from(row.privateKeyPkcs8, 'base64'), EC, false, ['sign']);
  return { kid: row.kid, privateKey };
}

async function publicJwk(kid: string, spki: string): Promise<JWK> {
  const key = await webcrypto.subtle.importKey('spki', Buffer.from(spki, 'base64'), EC, true, ['verify']);
  const jwk = (await webcrypto.subtle.exportKey('jwk', key)) as JWK;
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid, alg: ALGORITHM, use: 'sig' };
}

/** Every local-provider public key (current and rotated), as a JWKS document. */
export async function localJwks(db: Db): Promise<{ keys: JWK[] }> {
  const rows = await db
    .select({ kid: platformKeys.kid, spki: platformKeys.publicKeySpki })
    .from(platformKeys)
    .where(eq(platformKeys.algorithm, ALGORITHM));
  return { keys: await Promise.all(rows.map((r) => publicJwk(r.kid, r.spki))) };
}

/**
 * A jose key resolver over the database: a token's kid is looked up (and cached) on first sight, so
 * a key made by another instance verifies here too. An unknown kid fails like a JWKS without it.
 */
export function localKeyResolver(db: Db): JWTVerifyGetKey {
  const cache = new Map<string, CryptoKey>();
  return async (header) => {
    const kid = header.kid;
    if (typeof kid !== 'string' || kid.length > 64 || header.alg !== ALGORITHM) throw new errors.JWKSNoMatchingKey();
    const hit = cache.get(kid);
    if (hit) return hit;
    const [row] = await db
      .select({ spki: platformKeys.publicKeySpki })
      .from(platformKeys)
      .where(and(eq(platformKeys.kid, kid), eq(platformKeys.algorithm, ALGORITHM)))
      .limit(1);
    if (!row) throw new errors.JWKSNoMatchingKey();
    const key = await webcrypto.subtle.importKey('spki', Buffer.from(row.spki, 'base64'), EC, false, ['verify']);
    cache.set(kid, key);
    return key;
  };
}
