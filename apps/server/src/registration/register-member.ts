import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AD_NETWORK_FIELDS, type RegisterValue, type UsernameRegisterRequest } from '@portico/contract/register';
import type { CustomerType } from '@portico/contract/session';
import { normaliseUsername } from '../auth/credentials.ts';
import { startSession } from '../auth/sign-in.ts';
import type { Db } from '../db/client.ts';
import { members, registrations } from '../db/schema.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import { hashPassword } from '../security/passwords.ts';
import { fieldError } from './rules.ts';
import { suggestUsername } from './usernames.ts';

/** The request fields every registration stores (the rest of doc A §3 "Registration request"). */
export type RegistrationContext = Omit<UsernameRegisterRequest, 'username' | 'password'>;

export interface NewMember {
  merchant: Merchant;
  request: FastifyRequest;
  kind: 'username' | 'mobile';
  /** null: a free name is chosen (mobile registration without one). */
  username: string | null;
  password: string;
  /** E.164 digits without '+', proved by an sms code; null for a username registration. */
  mobile: string | null;
  context: RegistrationContext;
}

const registrationKey = (merchant: Merchant, ip: string) => `register:ip:${merchant.merchantCode}:${ip}`;

/** TOO_MANY_REQUEST_REGISTER (429, Retry-After) once an IP has made its registrations for the window. */
export async function assertRegistrationAllowed(app: FastifyInstance, merchant: Merchant, ip: string): Promise<void> {
  const result = await app.rateLimits.peek(registrationKey(merchant, ip), merchant.security.registration.perIp);
  if (!result.allowed) {
    throw new PlatformError('TOO_MANY_REQUEST_REGISTER', { retryAfter: result.retryAfter, value: { retryAfter: result.retryAfter } });
  }
}

/** The refusal for an insert that hit a unique index: which of the member's values was taken. */
async function takenRefusal(db: Db, merchant: Merchant, username: string, mobile: string | null): Promise<PlatformError> {
  const rows = await db
    .select({ username: members.username, mobile: members.mobile })
    .from(members)
    .where(and(eq(members.merchantCode, merchant.merchantCode), or(eq(members.username, username), mobile ? eq(members.mobile, mobile) : undefined)));
  if (mobile && rows.some((r) => r.mobile === mobile)) return fieldError('mobile.exists', 'mobileNum');
  return fieldError('username.exists', 'username');
}

/** Refuses a taken username or mobile before an sms code is spent on a registration that cannot succeed. */
export async function assertFree(db: Db, merchant: Merchant, username: string | null, mobile: string | null): Promise<void> {
  if (!username && !mobile) return;
  const name = username ? normaliseUsername(username) : '';
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchant.merchantCode),
        or(username ? eq(members.username, name) : undefined, mobile ? eq(members.mobile, mobile) : undefined),
      ),
    )
    .limit(1);
  if (rows.length > 0) throw await takenRefusal(db, merchant, name, mobile);
}

function adNetworkOf(context: Partial<RegistrationContext>): Record<string, string> | null {
  const found = AD_NETWORK_FIELDS.filter((f) => context[f] !== undefined).map((f) => [f, context[f] as string]);
  return found.length > 0 ? Object.fromEntries(found) : null;
}

/**
 * The registration record of a new member (doc A §3: how and where, codes, ad-network ids), written
 * in the caller's transaction. Social registration sends a subset of the context.
 */
export async function recordRegistration(
  executor: Db,
  input: { merchant: Merchant; request: FastifyRequest; memberId: number; kind: 'username' | 'mobile' | 'social'; context: Partial<RegistrationContext> },
): Promise<void> {
  const { context } = input;
  await executor.insert(registrations).values({
    memberId: input.memberId,
    merchantCode: input.merchant.merchantCode,
    kind: input.kind,
    registerMethod: context.registerMethod ?? null,
    registerUrl: context.registerUrl ?? null,
    domain: context.domain ?? null,
    loginDeviceId: context.loginDeviceId ?? null,
    isOfficialAppLogin: context.isOfficialAppLogin ?? false,
    affiliateCode: context.affiliateCode ?? null,
    referralCode: context.referralCode ?? null,
    pixelTrack: context.pixelTrack ?? null,
    adNetwork: adNetworkOf(context),
    ip: input.request.ip,
    userAgent: input.request.headers['user-agent']?.slice(0, 512) ?? null,
  });
}

/**
 * Creates the member, its registration record and (with `login`) its session in ONE transaction:
 * any failure, including losing a race for the same name in another case, leaves nothing behind.
 * The unique indexes decide races: the loser's insert does nothing and is refused with the field.
 */
export async function registerMember(app: FastifyInstance, input: NewMember): Promise<RegisterValue> {
  const { merchant, request, context } = input;
  const passwordHash = await hashPassword(input.password);
  const value = await app.db.transaction(async (tx) => {
    const chosen = input.username ? normaliseUsername(input.username) : null;
    let member: typeof members.$inferSelect | undefined;
    // A chosen name gets one try; a generated one is drawn again if another registration took it meanwhile.
    for (let attempt = 0; attempt < (chosen ? 1 : 3) && !member; attempt += 1) {
      const username = chosen ?? (await suggestUsername(tx, merchant));
      [member] = await tx
        .insert(members)
        .values({ merchantCode: merchant.merchantCode, username, passwordHash, mobile: input.mobile, firstTimeLogin: false })
        .onConflictDoNothing()
        .returning();
      if (!member && (chosen || input.mobile)) {
        const refusal = await takenRefusal(tx, merchant, username, input.mobile);
        if (chosen || refusal.errorCode === 'mobile.exists') throw refusal;
      }
    }
    if (!member) throw new Error('no free username for a mobile registration');
    await recordRegistration(tx, { merchant, request, memberId: member.id, kind: input.kind, context });
    const session = context.login ? await startSession(app, member, request, tx) : null;
    return {
      id: member.id,
      customerId: member.id,
      userName: member.username,
      token: session?.token ?? null,
      customerType: member.customerType as CustomerType,
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: false,
    } satisfies RegisterValue;
  });
  // Counted once committed: refused attempts (taken names, typos) do not use up an IP's registrations.
  await app.rateLimits.hit(registrationKey(merchant, request.ip), merchant.security.registration.perIp);
  app.log.info({ memberId: value.id, merchantCode: merchant.merchantCode, kind: input.kind }, 'member registered');
  return value;
}
