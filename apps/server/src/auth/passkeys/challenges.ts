import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passkeyChallenges } from '../../db/schema-passkeys.ts';
import { PlatformError } from '../../http/platform-error.ts';

/** Long enough to finish a ceremony with a fingerprint or a PIN; short enough to be useless later. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface ChallengeScope {
  merchantCode: string;
  purpose: 'register' | 'sign-in';
  rpId: string;
  /** A registration's session; null for a sign-in. */
  sessionId: number | null;
}

/** A new random challenge (base64url, 32 bytes) stored for `scope`. */
export async function issueChallenge(app: FastifyInstance, scope: ChallengeScope): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await app.db.insert(passkeyChallenges).values({ ...scope, challenge, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return challenge;
}

/** The bytes to hand the options generator (a string there would be encoded once more). */
export const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

/** The challenge a response signed, read from its clientDataJSON (the verifier checks it again). */
export function challengeOf(clientDataJSON: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof parsed.challenge === 'string' && parsed.challenge.length > 0) return parsed.challenge;
  } catch {
    // Not JSON: refused below like any other bad response.
  }
  throw new PlatformError('passkey.refused');
}

/**
 * Takes the challenge out of the store in one statement: only the first of two concurrent uses
 * finds it, and an expired one or another scope's (purpose, relying party, merchant, session) never.
 */
export async function consumeChallenge(app: FastifyInstance, challenge: string, scope: ChallengeScope): Promise<void> {
  const rows = await app.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.merchantCode, scope.merchantCode),
        eq(passkeyChallenges.purpose, scope.purpose),
        eq(passkeyChallenges.rpId, scope.rpId),
        scope.sessionId === null ? isNull(passkeyChallenges.sessionId) : eq(passkeyChallenges.sessionId, scope.sessionId),
        gt(passkeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  if (rows.length === 0) throw new PlatformError('passkey.refused');
}

export const sweepChallenges = (app: FastifyInstance) => app.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
