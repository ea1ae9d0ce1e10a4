import { SUITE_RSA_OAEP_AES_GCM } from '@portico/contract/encryption';
import { open } from '@portico/contract/cipher/rsa-oaep-aes-gcm';

export type OpenArgs = Parameters<typeof open>[0];

/** A way of sealing request bodies; throws the contract's OpenError on a body it cannot open. */
export interface CipherSuite {
  id: string;
  open(args: OpenArgs): ReturnType<typeof open>;
}

const rsaOaepAesGcm: CipherSuite = { id: SUITE_RSA_OAEP_AES_GCM, open };

/** Suites by the `Encryption` header; a new suite is one more entry here (and in the contract). */
export const CIPHER_SUITE_REGISTRY: ReadonlyMap<string, CipherSuite> = new Map([[rsaOaepAesGcm.id, rsaOaepAesGcm]]);
