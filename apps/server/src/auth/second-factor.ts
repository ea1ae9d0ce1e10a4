import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@portico/contract/envelope';
import type { TwoFactorFlags, TwoFactorMethod, TwoFactorRequest } from '@portico/contract/session';
import { joinPhone } from '@portico/contract/verification';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';
import { recordLoginFailure } from './login-throttle.ts';
import { acceptTotp } from './totp.ts';
import { twoFactorFlagsOf } from './two-factor.ts';

const FLAG_OF: Record<TwoFactorMethod, keyof TwoFactorFlags> = { E: 'email', P: 'payeeName', G: 'ga', S: 'sms' };
/** The request fields each method needs (doc A §5 "Two-factor"). */
const FIELDS_OF: Record<TwoFactorMethod, (keyof TwoFactorRequest)[]> = {
  E: ['email'],
  P: ['payeeName'],
  G: ['authCode'],
  S: ['countryDialingCode', 'mobileNum', 'verificationCode'],
};

const trimmed = (body: TwoFactorRequest, field: keyof TwoFactorRequest) => {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** A missing answer is a malformed request, refused before any lookup: request.invalid naming each field. */
export function assertAnswerPresent(body: TwoFactorRequest): void {
  const fieldErrors: FieldError[] = FIELDS_OF[body.method]
    .filter((field) => trimmed(body, field) === '')
    .map((field) => ({ field, message: 'required' }));
  if (fieldErrors.length > 0) throw new PlatformError('request.invalid', { fieldErrors });
}

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Equal text, compared in constant time (the stored value never leaks through timing). */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));
const emailForm = (s: string) => s.trim().toLowerCase();
/** Payee names are typed by people: case, spacing and Unicode forms do not matter. */
const nameForm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

async function answerMatches(app: FastifyInstance, merchant: Merchant, member: MemberRow, body: TwoFactorRequest) {
  switch (body.method) {
    case 'E':
      return sameText(emailForm(trimmed(body, 'email')), emailForm(member.email ?? ''));
    case 'P':
      return sameText(nameForm(trimmed(body, 'payeeName')), nameForm(member.payeeName ?? ''));
    case 'G':
      return acceptTotp(app, member, trimmed(body, 'authCode'));
    case 'S': {
      const phone = joinPhone(trimmed(body, 'countryDialingCode'), trimmed(body, 'mobileNum')).slice(1);
      if (phone !== member.mobile) return false;
      // Throws verification.code.invalid / .expired, which the member sees as such.
      await app.smsCodes.verify({ merchant, phone, purpose: 'noLogin', code: trimmed(body, 'verificationCode') });
      return true;
    }
  }
}

/**
 * The second factor of doc A §4: the method must be one the member has; a missing method or a
 * wrong answer is login.verify.failed (an sms code keeps its own code) and counts as a failed sign-in.
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  input: { merchant: Merchant; member: MemberRow; body: TwoFactorRequest; ip: string },
): Promise<void> {
  const { merchant, member, body } = input;
  const who = { merchant, username: member.username, ip: input.ip };
  // Answered like a wrong answer, not as a bad request: a distinct refusal would tell a script
  // that the password it tried is right (this step has no human verification of its own).
  if (!twoFactorFlagsOf(member)[FLAG_OF[body.method]]) {
    await recordLoginFailure(app, who);
    throw new PlatformError('login.verify.failed');
  }
  let ok: boolean;
  try {
    ok = await answerMatches(app, merchant, member, body);
  } catch (err) {
    if (err instanceof PlatformError) await recordLoginFailure(app, who);
    throw err;
  }
  if (!ok) {
    await recordLoginFailure(app, who);
    throw new PlatformError('login.verify.failed');
  }
}
