import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '@portico/contract/envelope';
import type { LoginRequest, LoginValue } from '@portico/contract/session';
import { members } from '../db/schema.ts';
import { PlatformError } from '../http/platform-error.ts';
import { loginDeviceIdOf } from '../http/device.ts';
import type { Merchant } from '../merchants/schema.ts';
import { verificationOn } from '../captcha/forms.ts';
import { checkCredentials } from './credentials.ts';
import { foreignOriginOf, recordForeignOrigin, stepUpForeignOrigin } from './passkeys/foreign-origin.ts';
import { findLinkedMember, linkIdentity } from './identity-links.ts';
import { passwordCheckPassed } from './login-throttle.ts';
import { startSession } from './sign-in.ts';
import { assertNoSecondFactorNeeded, assertPhoneSignInAllowed } from './two-factor.ts';

interface SignInInput {
  app: FastifyInstance;
  request: FastifyRequest;
  merchant: Merchant;
  body: LoginRequest;
}

/** request.invalid naming every field of `fields` the body lacks (blank counts as missing, except a password). */
function requireFields<K extends keyof LoginRequest>(body: LoginRequest, fields: K[]): void {
  const fieldErrors: FieldError[] = fields
    .filter((f) => {
      const v = body[f];
      return v === undefined || v === '' || (f !== 'password' && typeof v === 'string' && v.trim() === '');
    })
    .map((field) => ({ field, message: 'required' }));
  if (fieldErrors.length > 0) throw new PlatformError('request.invalid', { fieldErrors });
}

/**
 * Username and password (doc A §4). With `firebaseChannel` + `firebaseIdToken` as well (the stored
 * provider arguments after bind_customer_required), a successful sign-in links that identity.
 */
export async function signInWithPassword({ app, request, merchant, body }: SignInInput): Promise<LoginValue> {
  requireFields(body, ['username', 'password']);
  // doc A §5: before the password is even looked at, so a scripted client without a solved
  // challenge learns nothing and costs one hash. Sms and firebase sign-ins skip it.
  const client = { ip: request.ip };
  await app.captcha.require(merchant, body, 'sign-in', client);
  const linking = body.firebaseChannel !== undefined || body.firebaseIdToken !== undefined;
  if (linking) requireFields(body, ['firebaseChannel', 'firebaseIdToken']);
  // Decision 042: a page on a foreign origin (a clone relaying this platform) may be stepped up first.
  const foreign = foreignOriginOf({ app, merchant, body });
  const verifiedForeign = await stepUpForeignOrigin({ app, request, merchant, body }, foreign);
  const member = await checkCredentials(app, {
    merchant,
    username: body.username ?? '',
    password: body.password ?? '',
    ip: request.ip,
    // An account under attack (decision 034): verification even where the merchant has it off; where
    // it is on, the challenge was just spent above.
    stepUp: verificationOn(merchant, 'sign-in') || verifiedForeign ? undefined : () => app.captcha.require(merchant, body, 'sign-in', client, { always: true }),
  });
  if (foreign !== null) await recordForeignOrigin({ app, request, merchant, body }, member, foreign, verifiedForeign);
  await assertNoSecondFactorNeeded(app, member, merchant, { ip: request.ip, deviceId: loginDeviceIdOf(request, body.loginDeviceId) });
  if (linking && body.firebaseChannel && body.firebaseIdToken) {
    const claims = await app.identity.verifyIdToken(merchant, body.firebaseIdToken);
    await linkIdentity(app.db, { merchant, member, claims, channel: body.firebaseChannel });
  }
  await passwordCheckPassed(app, { merchant, username: member.username, ip: request.ip });
  return startSession(app, member, request);
}

/**
 * Sms-code sign-in (doc A §4): the provider verified the code and vouches for the number in the
 * token's phone_number; the member with that mobile signs in. The code replaces the password, not
 * the second factor, unless that factor is the sms code itself (decision 022).
 */
export async function signInWithPhoneToken({ app, request, merchant, body }: SignInInput): Promise<LoginValue> {
  requireFields(body, ['firebaseIdToken']);
  const claims = await app.identity.verifyIdToken(merchant, body.firebaseIdToken ?? '');
  const digits = claims.phone_number?.replace(/^\+/, '');
  if (!digits || !/^\d{6,15}$/.test(digits)) throw new PlatformError('identity.token.invalid');
  const [member] = await app.db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchant.merchantCode), eq(members.mobile, digits)))
    .limit(1);
  if (!member) throw new PlatformError('not.exists.user');
  await assertPhoneSignInAllowed(app, member, merchant, { ip: request.ip, deviceId: loginDeviceIdOf(request, body.loginDeviceId) });
  return startSession(app, member, request);
}

/** Social sign-in (doc A §4): a linked identity signs its member in; an unlinked one must be bound first. */
export async function signInWithIdentity({ app, request, merchant, body }: SignInInput): Promise<LoginValue> {
  requireFields(body, ['firebaseChannel', 'firebaseIdToken']);
  const claims = await app.identity.verifyIdToken(merchant, body.firebaseIdToken ?? '');
  const member = await findLinkedMember(app.db, merchant, claims);
  if (!member) throw new PlatformError('bind_customer_required');
  return startSession(app, member, request);
}
