import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@portico/contract/envelope';
import type { TwoFactorFlags, TwoFactorMethod, TwoFactorRequest } from '@portico/contract/session';
import { joinPhone } from '@portico/contract/verification';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';
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
      // A wrong, used or expired code is a wrong answer like any other (see verifySecondFactor).
      return app.smsCodes.verify({ merchant, phone, purpose: 'noLogin', code: trimmed(body, 'verificationCode') }).then(
        () => true,
        (err: unknown) => {
          if (err instanceof PlatformError && err.errorCode.startsWith('verification.code.')) return false;
          throw err;
        },
      );
    }
  }
}

/**
 * The second factor of doc A §4: the method must be one the member has. A missing method or a wrong
 * answer of any kind is login.verify.failed, the answer a wrong password gets on this step too: with
 * method S a distinct code error would tell a script that the password it sent is right (decision 034).
 * The attempt was counted when its password check was reserved; only a full pass gives it back.
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  input: { merchant: Merchant; member: MemberRow; body: TwoFactorRequest },
): Promise<void> {
  const { merchant, member, body } = input;
  if (!twoFactorFlagsOf(member)[FLAG_OF[body.method]] || !(await answerMatches(app, merchant, member, body))) {
    throw new PlatformError('login.verify.failed');
  }
}
