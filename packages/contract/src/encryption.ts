import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Wire format of an encrypted POST body (doc A §7). A fresh AES key per request is
 * wrapped with the platform's RSA public key; the JSON payload is sealed with it.
 *
 *   Encryption: <suite id>
 *   X-RSA:      <keyId>.<base64url(wrapped symmetric key)>
 *   body:       {"value": base64url(iv || ciphertext)}
 *
 * base64url is canonical (no padding, unused bits zero); any other spelling is refused.
 * There is no X-Digest: the GCM tag authenticates the body, and a digest of the
 * plaintext would let a reader of the log guess the password (decision 021).
 *
 * The plaintext is `{"ts": <platform ms>, "data": <the JSON body>}`; `ts` lets the
 * platform refuse a stale body, and the associated data `METHOD path` ties the
 * ciphertext to one call, so it cannot be replayed against another.
 */
export const ENCRYPTION_HEADER = 'Encryption';
export const RSA_HEADER = 'X-RSA';

export { CIPHER_SUITES, SUITE_RSA_OAEP_AES_GCM, associatedData, type CipherSuiteId } from './cipher-suites.ts';

/** A body older (or further ahead) than this, by the platform's clock, is stale. */
export const ENCRYPTION_MAX_AGE_MS = 120_000;

export const encryptedBody = z.object({ value: z.string().check(z.minLength(16)) });
export type EncryptedBody = z.infer<typeof encryptedBody>;

export const encryptedPlaintext = z.object({ ts: z.number(), data: z.unknown() });


export const rsaKeyValue = z.object({
  /** SPKI DER of the RSA public key, base64. */
  rsaKey: z.string(),
  keyId: z.string(),
  suites: z.array(z.string()),
  /** The platform's clock, so a phone with a wrong clock still sends fresh bodies. */
  serverTime: z.number(),
});
export type RsaKeyValue = z.infer<typeof rsaKeyValue>;

export const rsaKeyEndpoint = defineEndpoint({
  id: 'session.rsaKey',
  methods: ['GET'],
  path: '/wps/session/key/rsa',
  summary: 'The RSA public key that wraps the symmetric key of an encrypted body',
  auth: 'none',
  encrypted: false,
  query: z.object({ _: z.optional(requestText()) }),
  value: rsaKeyValue,
});
