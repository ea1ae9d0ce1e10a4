import { createRsaOaepAesGcmSuite } from './rsa-oaep-aes-gcm.ts';
import type { CipherSuite } from './suite.ts';

let current: CipherSuite | null = null;

export function getCipherSuite(): CipherSuite {
  current ??= createRsaOaepAesGcmSuite();
  return current;
}

/** null restores the default suite (with nothing cached), which is also how tests start clean. */
export function setCipherSuite(suite: CipherSuite | null): void {
  current = suite;
}
