import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginValue } from '@portico/contract/session';
import { members } from '../../db/schema.ts';
import { passkeys } from '../../db/schema-passkeys.ts';
import { PlatformError } from '../../http/platform-error.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { startSession } from '../sign-in.ts';
import { reserveCeremony } from './ceremony-limit.ts';
import { CHALLENGE_TTL_MS, challengeBytes, challengeOf, consumeChallenge, issueChallenge } from './challenges.ts';
import { relyingPartyOf } from './relying-party.ts';

interface Ceremony {
  app: FastifyInstance;
  request: FastifyRequest;
  merchant: Merchant;
}

/** Request options for a sign-in with any passkey of this domain (discoverable: no username asked). */
export async function signInOptions({ app, request, merchant }: Ceremony) {
  const rp = relyingPartyOf(app, request, merchant);
  await reserveCeremony(app, request);
  const challenge = await issueChallenge(app, { merchantCode: merchant.merchantCode, purpose: 'sign-in', rpId: rp.id, sessionId: null });
  return generateAuthenticationOptions({ rpID: rp.id, challenge: challengeBytes(challenge), timeout: CHALLENGE_TTL_MS, userVerification: 'required' });
}

const refuse = (request: FastifyRequest, reason: string): never => {
  request.log.info({ reason }, 'passkey sign-in refused');
  throw new PlatformError('passkey.refused');
};

/**
 * A passkey sign-in (decision 042): the challenge is spent first (single use), then the credential
 * must be this merchant's and made for this domain, the signature, origin, relying party and user
 * verification must check out, and the counter must move forward (a counter going back is a cloned
 * authenticator). The session is started by the one place every sign-in ends (startSession). The
 * passkey is two factors (something held, verified by the device's PIN or biometrics), so the
 * password sign-in's second-factor gate does not apply.
 */
export async function signInWithPasskey({ app, request, merchant }: Ceremony, response: AuthenticationResponseJSON): Promise<LoginValue> {
  const rp = relyingPartyOf(app, request, merchant);
  const challenge = challengeOf(response.response.clientDataJSON);
  await consumeChallenge(app, challenge, { merchantCode: merchant.merchantCode, purpose: 'sign-in', rpId: rp.id, sessionId: null });
  const [found] = await app.db
    .select({ passkey: passkeys, member: members })
    .from(passkeys)
    .innerJoin(members, eq(members.id, passkeys.memberId))
    .where(and(eq(passkeys.merchantCode, merchant.merchantCode), eq(passkeys.credentialId, response.id)))
    .limit(1);
  if (!found) return refuse(request, 'unknown credential');
  if (found.passkey.rpId !== rp.id) return refuse(request, 'credential of another domain');
  const { passkey, member } = found;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as never },
  }).catch((err: unknown) => refuse(request, err instanceof Error ? err.message : String(err)));
  if (!result.verified) return refuse(request, 'signature');
  const { newCounter } = result.authenticationInfo;
  // Conditional on the counter read above: of two concurrent uses of one response, one moves it.
  const moved = await app.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (moved.length === 0) return refuse(request, 'counter changed meanwhile');
  return startSession(app, member, request);
}
