import { webcrypto } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformKeys } from '../db/schema.ts';

const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const CURRENT = 'current';
const b64 = (buf: ArrayBuffer) => Buffer.from(buf).toString('base64');

export interface PublicKeyInfo {
  kid: string;
  spki: string;
}

async function generate() {
  const pair = await webcrypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const jwk = (await webcrypto.subtle.exportKey('jwk', pair.publicKey)) as JWK;
  return {
    kid: (await calculateJwkThumbprint(jwk, 'sha256')).slice(0, 16),
    algorithm: 'RSA-OAEP-256',
    slot: CURRENT,
    privateKeyPkcs8: b64(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey)),
    publicKeySpki: b64(await webcrypto.subtle.exportKey('spki', pair.publicKey)),
  };
}

/**
 * The current key pair, shared by every instance through the database: whoever inserts first wins,
 * the others drop their freshly generated pair and read the winner back.
 */
export async function currentPlatformKey(db: Db): Promise<PublicKeyInfo> {
  const read = async () =>
    (await db.select().from(platformKeys).where(eq(platformKeys.slot, CURRENT)).limit(1))[0];
  let row = await read();
  if (!row) {
    await db.insert(platformKeys).values(await generate()).onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('platform key missing after insert');
  return { kid: row.kid, spki: row.publicKeySpki };
}

/** Private keys by kid, imported once; a kid the database does not know answers null (not cached). */
export function privateKeyLoader(db: Db): (kid: string) => Promise<CryptoKey | null> {
  const cache = new Map<string, CryptoKey>();
  return async (kid) => {
    const hit = cache.get(kid);
    if (hit) return hit;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(kid)) return null;
    const [row] = await db
      .select({ pkcs8: platformKeys.privateKeyPkcs8 })
      .from(platformKeys)
      .where(and(eq(platformKeys.kid, kid)))
      .limit(1);
    if (!row) return null;
    const key = await webcrypto.subtle.importKey('pkcs8', Buffer.from(row.pkcs8, 'base64'), RSA_PARAMS, false, [
      'unwrapKey',
    ]);
    cache.set(kid, key);
    return key;
  };
}
