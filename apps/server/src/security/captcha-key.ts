import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformKeys } from '../db/schema.ts';

/**
 * The HMAC key that signs built-in human-verification challenges (decision 012). Kept in
 * platform_keys in its own slot, like the local identity provider's keys: whoever inserts first
 * wins and every instance reads the winner back, so a challenge made by one instance verifies on
 * another. A secret key has no public half: public_key_spki stays empty. The kid contains ':',
 * outside the RSA loader's kid pattern, so it can never be mistaken for an RSA key.
 */
const SLOT = 'captcha-hmac';
const ALGORITHM = 'HMAC-SHA-256';

export async function captchaHmacKey(db: Db): Promise<string> {
  const read = async () => (await db.select().from(platformKeys).where(eq(platformKeys.slot, SLOT)).limit(1))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(platformKeys)
      .values({
        kid: `captcha:${randomBytes(8).toString('hex')}`,
        slot: SLOT,
        algorithm: ALGORITHM,
        privateKeyPkcs8: randomBytes(32).toString('base64'),
        publicKeySpki: '',
      })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('captcha HMAC key missing after insert');
  return row.privateKeyPkcs8;
}
