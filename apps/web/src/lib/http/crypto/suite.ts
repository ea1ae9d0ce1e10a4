/** The cipher-suite strategy's shape, apart from the module that picks the suite (no import cycle). */

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
