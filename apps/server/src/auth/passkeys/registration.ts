import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasskeySummary } from '@portico/contract/passkeys';
import { passkeys } from '../../db/schema-passkeys.ts';
import { PlatformError } from '../../http/platform-error.ts';
import type { Merchant } from '../../merchants/schema.ts';
import type { SessionContext } from '../../plugins/app/sessions.ts';
import { reserveCeremony } from './ceremony-limit.ts';
import { CHALLENGE_TTL_MS, challengeBytes, challengeOf, consumeChallenge, issueChallenge } from './challenges.ts';
import { relyingPartyOf } from './relying-party.ts';
import { memberPasskeys, summaryOf } from './store.ts';

interface Ceremony {
  app: FastifyInstance;
  request: FastifyRequest;
  merchant: Merchant;
  session: SessionContext;
}

/** The user handle the authenticator keeps: an opaque number, never the username or a contact. */
const userIdOf = (session: SessionContext) => new TextEncoder().encode(`${session.member.merchantCode}:${session.member.id}`);

/**
 * Creation options for the signed-in member (decision 042): a discoverable credential (the sign-in
 * needs no username) with user verification required, so the passkey is two factors by itself; the
 * member's passkeys on this domain are excluded so one authenticator is not registered twice.
 */
export async function registrationOptions({ app, request, merchant, session }: Ceremony) {
  const rp = relyingPartyOf(app, request, merchant);
  await reserveCeremony(app, request);
  const own = (await memberPasskeys(app, session.member)).filter((p) => p.rpId === rp.id);
  const challenge = await issueChallenge(app, { merchantCode: merchant.merchantCode, purpose: 'register', rpId: rp.id, sessionId: session.sessionId });
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: session.member.username,
    userID: userIdOf(session),
    challenge: challengeBytes(challenge),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/**
 * Checks a registration response against its challenge (single use, this session's, unexpired),
 * the relying party and the page origins, and stores the passkey. Every failed check answers the
 * one code passkey.refused; why is logged at info (nothing secret in it).
 */
export async function finishRegistration(ceremony: Ceremony, response: RegistrationResponseJSON, name?: string): Promise<PasskeySummary> {
  const { app, request, merchant, session } = ceremony;
  const rp = relyingPartyOf(app, request, merchant);
  const challenge = challengeOf(response.response.clientDataJSON);
  await consumeChallenge(app, challenge, { merchantCode: merchant.merchantCode, purpose: 'register', rpId: rp.id, sessionId: session.sessionId });
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((err: unknown) => {
    request.log.info({ reason: err instanceof Error ? err.message : String(err) }, 'passkey registration refused');
    return null;
  });
  if (!result?.verified) throw new PlatformError('passkey.refused');
  const { credential, credentialBackedUp } = result.registrationInfo;
  const count = (await memberPasskeys(app, session.member)).length;
  const [row] = await app.db
    .insert(passkeys)
    .values({
      merchantCode: merchant.merchantCode,
      memberId: session.member.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      rpId: rp.id,
      backedUp: credentialBackedUp,
      name: name?.trim() || `Passkey ${count + 1}`,
    })
    .onConflictDoNothing()
    .returning();
  // The same credential twice (excludeCredentials is only a hint to the browser).
  if (!row) throw new PlatformError('passkey.refused');
  return summaryOf(row);
}
