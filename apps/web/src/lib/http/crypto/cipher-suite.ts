import { createRsaOaepAesGcmSuite } from './rsa-oaep-aes-gcm.ts';

export interface SealInput {
  method: string;
  /** URL path without query: the associated data binds the ciphertext to this call. */
  path: string;
  data: unknown;
}

export interface SealOutput {
  headers: Record<string, string>;
  body: unknown;
}

/**
 * How an encrypted body is produced. A strategy rather than a function so a platform
 * that still speaks an older scheme can get a legacy suite through setCipherSuite()
 * without the request layer changing.
 */
export interface CipherSuite {
  readonly id: string;
  seal(input: SealInput): Promise<SealOutput>;
  /** Forget cached keys and clock offset; called before the one retry after `encryption.stale`. */
  invalidate(): void;
}

let current: CipherSuite | null = null;

export function getCipherSuite(): CipherSuite {
  current ??= createRsaOaepAesGcmSuite();
  return current;
}

/** null restores the default suite (with nothing cached), which is also how tests start clean. */
export function setCipherSuite(suite: CipherSuite | null): void {
  current = suite;
}
