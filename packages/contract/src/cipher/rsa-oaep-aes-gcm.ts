import { associatedData, SUITE_RSA_OAEP_AES_GCM } from '../cipher-suites.ts';
import { fromBase64, fromBase64Url, toBase64Url } from './base64url.ts';

/**
 * The RSA-OAEP-256 + AES-256-GCM suite, written once for both halves on WebCrypto
 * (browsers and Node 20 share `crypto.subtle`). See encryption.ts for the wire format.
 */
const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const enc = new TextEncoder();
const dec = new TextDecoder();

export interface SealedRequest {
  headers: { Encryption: string; 'X-RSA': string };
  body: { value: string };
}

export async function importRsaPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA_PARAMS, false, ['wrapKey']);
}

export async function seal(args: {
  publicKey: CryptoKey;
  keyId: string;
  method: string;
  path: string;
  ts: number;
  data: unknown;
}): Promise<SealedRequest> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = enc.encode(JSON.stringify({ ts: args.ts, data: args.data }));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: enc.encode(associatedData(args.method, args.path)) },
      aesKey,
      plaintext,
    ),
  );
  const wrapped = new Uint8Array(await crypto.subtle.wrapKey('raw', aesKey, args.publicKey, RSA_PARAMS));
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  return {
    headers: {
      Encryption: SUITE_RSA_OAEP_AES_GCM,
      'X-RSA': `${args.keyId}.${toBase64Url(wrapped)}`,
    },
    body: { value: toBase64Url(sealed) },
  };
}

export class OpenError extends Error {
  constructor(readonly reason: 'malformed' | 'non-canonical' | 'unknown-key' | 'tampered') {
    super(`encrypted body refused: ${reason}`);
  }
}

/**
 * Platform side: unwrap and decrypt; throws OpenError. The GCM tag is the integrity check (a plaintext
 * digest would let anyone holding the log guess the password, decision 021). Staleness and replay are
 * the caller's checks: `wrappedKey` is the decoded wrapped key, fresh per request, to key the replay record on.
 */
export async function open(args: {
  privateKeyFor: (keyId: string) => Promise<CryptoKey | null>;
  method: string;
  path: string;
  xRsa: string;
  value: string;
}): Promise<{ ts: unknown; data: unknown; keyId: string; wrappedKey: Uint8Array }> {
  const dot = args.xRsa.indexOf('.');
  if (dot <= 0) throw new OpenError('malformed');
  const keyId = args.xRsa.slice(0, dot);
  const wrapped = decodeStrict(args.xRsa.slice(dot + 1));
  const sealed = decodeStrict(args.value);
  if (sealed.length < 12 + 16) throw new OpenError('malformed');
  const privateKey = await args.privateKeyFor(keyId);
  if (!privateKey) throw new OpenError('unknown-key');
  let plaintext: Uint8Array<ArrayBuffer>;
  try {
    const aesKey = await crypto.subtle.unwrapKey('raw', wrapped, privateKey, RSA_PARAMS, { name: 'AES-GCM' }, false, [
      'decrypt',
    ]);
    plaintext = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: sealed.subarray(0, 12), additionalData: enc.encode(associatedData(args.method, args.path)) },
        aesKey,
        sealed.subarray(12),
      ),
    );
  } catch {
    throw new OpenError('tampered');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(dec.decode(plaintext));
  } catch {
    throw new OpenError('malformed');
  }
  const { ts, data } = (parsed ?? {}) as { ts?: unknown; data?: unknown };
  return { ts, data, keyId, wrappedKey: wrapped };
}

/** Only the one canonical spelling of the bytes is accepted; any other is refused as non-canonical. */
function decodeStrict(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new OpenError('malformed');
  try {
    return fromBase64Url(text);
  } catch {
    throw new OpenError('non-canonical');
  }
}
