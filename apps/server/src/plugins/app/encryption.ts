import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ENCRYPTION_HEADER, ENCRYPTION_MAX_AGE_MS, RSA_HEADER, encryptedBody } from '@portico/contract/encryption';
import { OpenError } from '@portico/contract/cipher/rsa-oaep-aes-gcm';
import { encryptionReplay } from '../../db/schema.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { currentPlatformKey, privateKeyLoader, type PublicKeyInfo } from '../../security/platform-keys.ts';
import { CIPHER_SUITE_REGISTRY } from '../../security/suites.ts';
import { sha256Hex } from '../../security/tokens.ts';
import { sharedPlugin } from '../plugin.ts';
import { sweepPeriodically } from '../../db/sweep.ts';

export interface EncryptionService {
  suites: readonly string[];
  currentKey(): Promise<PublicKeyInfo>;
  /** Opens the encrypted body of a call to `path`; answers the plaintext `data` or throws encryption.*. */
  open(request: FastifyRequest, path: string): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    encryption: EncryptionService;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : null;
};

export default sharedPlugin('encryption', async (app) => {
  const { db } = app;
  // Made at start so the first sign-in does not pay for RSA key generation (and instances agree early).
  // Kept in memory: rotating means writing a new 'current' row and restarting the instances.
  const current = await currentPlatformKey(db);
  const privateKeyFor = privateKeyLoader(db);

  /** Keyed on the decoded wrapped key, not on the header text, so no other spelling of it passes twice. */
  async function refuseReplay(keyId: string, wrappedKey: Uint8Array): Promise<void> {
    const digest = sha256Hex(`${keyId}.${Buffer.from(wrappedKey).toString('hex')}`);
    const inserted = await db
      .insert(encryptionReplay)
      // Twice the age window: past it the timestamp check already refuses the body.
      .values({ digest, expiresAt: new Date(Date.now() + 2 * ENCRYPTION_MAX_AGE_MS) })
      .onConflictDoNothing()
      .returning({ digest: encryptionReplay.digest });
    if (inserted.length === 0) throw new PlatformError('encryption.stale');
  }

  app.decorate('encryption', {
    suites: [...CIPHER_SUITE_REGISTRY.keys()],
    currentKey: async () => current,
    async open(request, path) {
      const suite = CIPHER_SUITE_REGISTRY.get(header(request, ENCRYPTION_HEADER) ?? '');
      const body = z.safeParse(encryptedBody, request.body);
      if (!suite || !body.success) throw new PlatformError('encryption.required');
      const xRsa = header(request, RSA_HEADER);
      if (!xRsa) throw new PlatformError('encryption.tampered');
      let opened: Awaited<ReturnType<typeof suite.open>>;
      try {
        opened = await suite.open({ privateKeyFor, method: request.method, path, xRsa, value: body.data.value });
      } catch (e) {
        if (e instanceof OpenError) {
          throw new PlatformError(e.reason === 'unknown-key' ? 'encryption.stale' : 'encryption.tampered');
        }
        throw e;
      }
      if (typeof opened.ts !== 'number' || Math.abs(Date.now() - opened.ts) > ENCRYPTION_MAX_AGE_MS) {
        throw new PlatformError('encryption.stale');
      }
      await refuseReplay(opened.keyId, opened.wrappedKey);
      return opened.data;
    },
  } satisfies EncryptionService);

  sweepPeriodically(app, 'replay record', ENCRYPTION_MAX_AGE_MS, () =>
    db.delete(encryptionReplay).where(lt(encryptionReplay.expiresAt, sql`now()`)),
  );
}, ['db']);
