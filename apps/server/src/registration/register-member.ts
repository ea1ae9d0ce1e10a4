import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AD_NETWORK_FIELDS, type RegisterValue, type UsernameRegisterRequest } from '@portico/contract/register';
import type { CustomerType } from '@portico/contract/session';
import { normaliseUsername } from '../auth/credentials.ts';
import { startSession } from '../auth/sign-in.ts';
import { raiseAlarm } from '../abuse/alarms.ts';
import { networkLimit } from '../abuse/network-limits.ts';
import { assessRegistration, recordRisk, type RegistrationRisk } from '../abuse/risk-score.ts';
import type { Db } from '../db/client.ts';
import { members, registrations } from '../db/schema.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import { addressGroup } from '../security/address-group.ts';
import { hashPassword } from '../security/passwords.ts';
import { memberRegistered } from '../tracking/record-conversions.ts';
import { fieldError } from './rules.ts';
import { suggestUsername } from './usernames.ts';

/** The request fields every registration stores (the rest of doc A §3 "Registration request"). */
export type RegistrationContext = Omit<UsernameRegisterRequest, 'username' | 'password'>;

declare const reserved: unique symbol;
/**
 * What `reserveRegistration` hands out: the proof that this attempt was counted against the address's
 * limits. `recordRegistration` requires one, so no path can write a registration that skipped them.
 */
export interface RegistrationPermit {
  readonly [reserved]: true;
  readonly merchantCode: string;
}

export interface NewMember {
  merchant: Merchant;
  request: FastifyRequest;
  permit: RegistrationPermit;
  kind: 'username' | 'mobile';
  /** null: a free name is chosen (mobile registration without one). */
  username: string | null;
  password: string;
  /** E.164 digits without '+', proved by an sms code; null for a username registration. */
  mobile: string | null;
  context: RegistrationContext;
}

/**
 * Reserves one registration attempt for the address, its /24 (decision 034) and its AS (041), before any work:
 * refused attempts count too, and concurrent ones cannot slip past a count written after the commit.
 * TOO_MANY_REQUEST_REGISTER (429, Retry-After) once either has used its attempts for the window.
 * Every way of creating an account (username, mobile, social: decision 046) reserves here.
 */
export async function reserveRegistration(app: FastifyInstance, merchant: Merchant, ip: string): Promise<RegistrationPermit> {
  const { perIp, perSubnet } = merchant.security.registration;
  const m = merchant.merchantCode;
  const refused = await app.rateLimits.reserve([
    [`register:ip:${m}:${ip}`, perIp],
    [`register:net:${m}:${addressGroup(ip)}`, perSubnet],
    ...(await networkLimit(merchant, ip, 'registration')),
  ]);
  if (refused) {
    throw new PlatformError('TOO_MANY_REQUEST_REGISTER', { retryAfter: refused.retryAfter, value: { retryAfter: refused.retryAfter } });
  }
  return { merchantCode: m } as RegistrationPermit;
}

/** The merchant-wide registrations of this minute: an alarm the first time they pass the merchant's threshold. */
export async function countForAlarm(app: FastifyInstance, merchant: Merchant): Promise<void> {
  const threshold = merchant.security.registration.alarmPerMinute;
  const { count } = await app.rateLimits.hit(`register:minute:${merchant.merchantCode}:all`, { max: threshold, windowSeconds: 60 });
  if (count === threshold + 1) {
    await raiseAlarm(app, { merchantCode: merchant.merchantCode, kind: 'registrations.perMinute', subject: merchant.merchantCode, count, threshold });
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

function adNetworkOf(context: Partial<RegistrationContext>): Record<string, string> | null {
  const found = AD_NETWORK_FIELDS.filter((f) => context[f] !== undefined).map((f) => [f, context[f] as string]);
  return found.length > 0 ? Object.fromEntries(found) : null;
}

/**
 * The registration record of a new member (doc A §3: how and where, codes, ad-network ids) and its
 * risk (decision 041, assessed before the caller's transaction), written in that transaction: no
 * path can create an account without its score. Social registration sends a subset of the context.
 */
export async function recordRegistration(
  executor: Db,
  input: {
    merchant: Merchant;
    request: FastifyRequest;
    permit: RegistrationPermit;
    memberId: number;
    kind: 'username' | 'mobile' | 'social';
    context: Partial<RegistrationContext>;
    risk: RegistrationRisk;
  },
): Promise<void> {
  const { context } = input;
  if (input.permit.merchantCode !== input.merchant.merchantCode) throw new Error('registration permit of another merchant');
  await recordRisk(executor, input.merchant.merchantCode, input.memberId, input.risk);
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
  // Read before the write (decision 041): the signals are about the registrations before this one.
  const risk = await assessRegistration(app.db, { merchant, request, username: input.username ?? '', context });
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
    await recordRegistration(tx, { merchant, request, permit: input.permit, memberId: member.id, kind: input.kind, context, risk });
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
  await memberRegistered(app, merchant, request, value.id, context.affiliateCode);
  await countForAlarm(app, merchant);
  app.log.info({ memberId: value.id, merchantCode: merchant.merchantCode, kind: input.kind, risk: risk.score, flagged: risk.flagged }, 'member registered');
  return value;
}
