import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { platformKeys } from '../db/schema.ts';
import type { VapidKeys } from './web-push.ts';

const SLOT = 'web-push-vapid';
/**
 * Not 'ES256': the local identity provider lists every ES256 row as its JWKS. The two columns hold
 * the raw base64url keys web-push takes, not PKCS#8/SPKI, which this name also says.
 */
const ALGORITHM = 'VAPID-P256-RAW';

/**
 * The platform's VAPID key pair (decision 038): from WEB_PUSH_VAPID_* when set (production), else
 * generated once and kept in platform_keys, so it lives with the data folder (or the PostgreSQL
 * database) and every instance signs with the same key: browsers tie a subscription to it.
 */
export async function vapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  const subject = config.WEB_PUSH_VAPID_SUBJECT;
  if (config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY) {
    return { publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY, subject };
  }
  const read = async () => (await db.select().from(platformKeys).where(eq(platformKeys.slot, SLOT)).limit(1))[0];
  let row = await read();
  if (!row) {
    const pair = webpush.generateVAPIDKeys();
    await db
      .insert(platformKeys)
      .values({ kid: `vapid:${pair.publicKey.slice(0, 16)}`, slot: SLOT, algorithm: ALGORITHM, privateKeyPkcs8: pair.privateKey, publicKeySpki: pair.publicKey })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('VAPID key missing after insert');
  return { publicKey: row.publicKeySpki, privateKey: row.privateKeyPkcs8, subject };
}
