import type { Db } from '../db/client.ts';
import { slotSecret } from './secret-keys.ts';

/** The HMAC key that signs built-in human-verification challenges (decision 012), shared by every instance. */
export function captchaHmacKey(db: Db): Promise<string> {
  return slotSecret(db, 'captcha-hmac', 'captcha');
}
