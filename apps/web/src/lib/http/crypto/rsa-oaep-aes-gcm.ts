import { SUITE_RSA_OAEP_AES_GCM } from '@portico/contract/cipher-suites';
import { importRsaPublicKey, seal } from '@portico/contract/cipher/rsa-oaep-aes-gcm';
import { ApiError, isApiError } from '../api-error.ts';
import { rsaKeyRef } from '../first-load-endpoints.ts';
import { buildHeaders } from '../headers.ts';
import { queryString, send, withQuery } from '../transport.ts';
import type { CipherSuite } from './suite.ts';

interface PlatformKey {
  publicKey: CryptoKey;
  keyId: string;
  /** serverTime − local time when the key arrived: a phone with a wrong clock still sends a fresh `ts`. */
  clockOffsetMs: number;
}

const KEY_TIMEOUT_MS = 30_000;

/**
 * The key is fetched straight through the transport, not request(): a failure here
 * surfaces as the failure of the encrypted call that needed it, so the person sees one
 * notice, and the key call carries no Authorization (doc A §7).
 */
async function fetchPlatformKey(): Promise<PlatformKey> {
  const answer = await send({
    url: withQuery(rsaKeyRef.path, queryString({ _: Date.now() })),
    method: 'GET',
    headers: buildHeaders({ auth: false, hasBody: false, noStore: true }),
    timeoutMs: KEY_TIMEOUT_MS,
    noStore: true,
    value: rsaKeyRef.load().then((endpoint) => endpoint.value),
  });
  const clockOffsetMs = answer.serverTime - Date.now();
  try {
    return { publicKey: await importRsaPublicKey(answer.rsaKey), keyId: answer.keyId, clockOffsetMs };
  } catch (cause) {
    throw new ApiError({ kind: 'parse', cause });
  }
}

export function createRsaOaepAesGcmSuite(): CipherSuite {
  let key: Promise<PlatformKey> | null = null;

  function platformKey(): Promise<PlatformKey> {
    // Shared while in flight so a burst of encrypted calls fetches one key; a failure is
    // not kept, so the next call tries again.
    key ??= fetchPlatformKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  }

  return {
    id: SUITE_RSA_OAEP_AES_GCM,
    async seal({ method, path, data }) {
      const { publicKey, keyId, clockOffsetMs } = await platformKey();
      try {
        const sealed = await seal({ publicKey, keyId, method, path, ts: Date.now() + clockOffsetMs, data });
        return { headers: { ...sealed.headers }, body: sealed.body };
      } catch (cause) {
        throw isApiError(cause) ? cause : new ApiError({ kind: 'config', cause });
      }
    },
    invalidate() {
      key = null;
    },
  };
}
