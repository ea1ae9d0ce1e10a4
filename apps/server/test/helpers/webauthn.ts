import { createHash, KeyObject, randomBytes, sign, webcrypto } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for tests (decision 042): a P-256 key made with WebCrypto, authenticator
 * data with the relying party's hash, flags and counter, attestation "none", and clientDataJSON
 * with the challenge and the page's origin — the bytes a browser and a phone would send.
 */
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Ceremony {
  challenge: string;
  origin: string;
  /** The relying party the authenticator signs for (a phishing page's browser would use its own). */
  rpId: string;
  userVerified?: boolean;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', c: Ceremony): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge: c.challenge, origin: c.origin, crossOrigin: false }));
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  /** The next signature counter it reports; a test sets it back to play a cloned authenticator. */
  counter = 0;
  private userHandle = '';

  private constructor(private readonly keys: webcrypto.CryptoKeyPair) {}

  static async create(): Promise<SoftwareAuthenticator> {
    const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    return new SoftwareAuthenticator(keys);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private async coseKey(): Promise<Uint8Array> {
    const jwk = await webcrypto.subtle.exportKey('jwk', this.keys.publicKey);
    const coordinate = (v: string | undefined) => new Uint8Array(Buffer.from(v ?? '', 'base64url'));
    // kty EC2, alg ES256, crv P-256, x, y (RFC 9053).
    return isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, coordinate(jwk.x)], [-3, coordinate(jwk.y)]]));
  }

  /** navigator.credentials.create() answered: a RegistrationResponseJSON. */
  async register(c: Ceremony & { userId?: string }) {
    this.userHandle = c.userId ?? '';
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(await this.coseKey())]);
    const flags = UP | AT | (c.userVerified === false ? 0 : UV);
    const authData = authenticatorData(c.rpId, flags, this.counter, attested);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientData('webauthn.create', c)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() answered: an AuthenticationResponseJSON; the counter moves on by one. */
  async authenticate(c: Ceremony) {
    this.counter += 1;
    const data = clientData('webauthn.get', c);
    const authData = authenticatorData(c.rpId, UP | (c.userVerified === false ? 0 : UV), this.counter);
    const key = KeyObject.from(this.keys.privateKey);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), { key, dsaEncoding: 'der' });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
    };
  }
}
