import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TwoFactorFlags } from '@portico/contract/session';
import { trustedLogins } from '../db/schema.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';

const DAY_MS = 86_400_000;

/** A method counts only when it is on AND the member has what it checks against. */
export function twoFactorFlagsOf(member: MemberRow): TwoFactorFlags {
  const on = member.twoFactor;
  return {
    email: Boolean(on?.email && member.email),
    ga: Boolean(on?.ga && member.totpSecret),
    sms: Boolean(on?.sms && member.mobile),
    payeeName: Boolean(on?.payeeName && member.payeeName),
  };
}

export interface Place {
  ip: string;
  /** loginDeviceId; a sign-in without one is its own "device" (''). */
  deviceId: string | undefined;
}

/** Whether this member passed two-factor from this IP and device within the merchant's trust window. */
async function isTrusted(app: FastifyInstance, member: MemberRow, merchant: Merchant, place: Place): Promise<boolean> {
  const days = merchant.security.twoFactorTrustDays;
  if (days === 0) return false;
  const rows = await app.db
    .select({ memberId: trustedLogins.memberId })
    .from(trustedLogins)
    .where(
      and(
        eq(trustedLogins.memberId, member.id),
        eq(trustedLogins.ip, place.ip),
        eq(trustedLogins.deviceId, place.deviceId ?? ''),
        gt(trustedLogins.verifiedAt, new Date(Date.now() - days * DAY_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The gate of a password sign-in (doc A §4 "Two-factor"): a member with a usable method, signing
 * in from an IP and device not recorded recently, gets login_verify_required with the methods.
 * Called only after the password was found right, so the flags reveal nothing to a guesser.
 */
export async function assertNoSecondFactorNeeded(app: FastifyInstance, member: MemberRow, merchant: Merchant, place: Place) {
  const flags = twoFactorFlagsOf(member);
  if (!Object.values(flags).some(Boolean)) return;
  if (await isTrusted(app, member, merchant, place)) return;
  throw new PlatformError('login_verify_required', { value: flags });
}

/**
 * The gate of an sms-code sign-in (decision 022): the code proves the mobile, which is one factor and
 * no password. It stands in for the second factor only when that factor is the member's sms method on
 * this very number; any other member with two-factor gets login_verify_required, as a password
 * sign-in from an unknown place does, and finishes with the password and the second factor.
 */
export async function assertPhoneSignInAllowed(app: FastifyInstance, member: MemberRow, merchant: Merchant, place: Place) {
  if (twoFactorFlagsOf(member).sms) return;
  await assertNoSecondFactorNeeded(app, member, merchant, place);
}

/** Records (or refreshes) the place after a passed second factor. */
export async function trustPlace(app: FastifyInstance, member: MemberRow, place: Place): Promise<void> {
  await app.db
    .insert(trustedLogins)
    .values({ memberId: member.id, ip: place.ip, deviceId: place.deviceId ?? '' })
    .onConflictDoUpdate({
      target: [trustedLogins.memberId, trustedLogins.ip, trustedLogins.deviceId],
      set: { verifiedAt: sql`now()` },
    });
}
