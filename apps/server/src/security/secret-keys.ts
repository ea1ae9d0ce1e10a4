import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformKeys } from '../db/schema.ts';

/**
 * A platform secret (HMAC key) in its own slot of platform_keys: whoever inserts first wins and
 * every instance reads the winner back, so what one instance signs verifies on another. A secret
 * has no public half: public_key_spki stays empty. The kid contains ':', outside the RSA loader's
 * kid pattern, so it can never be mistaken for an RSA key.
 */
export async function slotSecret(db: Db, slot: string, kidPrefix: string): Promise<string> {
  const read = async () => (await db.select().from(platformKeys).where(eq(platformKeys.slot, slot)).limit(1))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(platformKeys)
      .values({
        kid: `${kidPrefix}:${randomBytes(8).toString('hex')}`,
        slot,
        algorithm: 'HMAC-SHA-256',
        privateKeyPkcs8: randomBytes(32).toString('base64'),
        publicKeySpki: '',
      })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error(`${slot} key missing after insert`);
  return row.privateKeyPkcs8;
}
