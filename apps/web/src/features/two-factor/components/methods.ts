import type { TwoFactorFlags, TwoFactorMethod, TwoFactorRequest } from '@portico/contract/session';
import { mobileNumber } from '@portico/contract/verification';
import type { TranslationKey } from '../../../lib/i18n/keys';

/** doc A §2: the tabs of the two-factor modal, in this order, each shown only when its flag is set. */
export const METHOD_ORDER = ['payeeName', 'sms', 'ga', 'email'] as const satisfies readonly (keyof TwoFactorFlags)[];
export type MethodKey = (typeof METHOD_ORDER)[number];

/** doc A §3 "Two-factor request": the method letter the platform expects. */
export const METHOD_LETTER: Record<MethodKey, TwoFactorMethod> = { payeeName: 'P', sms: 'S', ga: 'G', email: 'E' };

export function availableMethods(flags: TwoFactorFlags): MethodKey[] {
  return METHOD_ORDER.filter((method) => flags[method]);
}

/** The inputs a person types (the dialling code is a select with a default, so never missing). */
export type FieldName = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email';
export type Values = Partial<Record<FieldName, string>>;
export type FieldErrorKeys = Partial<Record<FieldName, TranslationKey>>;

/** Fields of each method in screen order: the first invalid one is the one focused. */
export const METHOD_FIELDS: Record<MethodKey, readonly FieldName[]> = {
  payeeName: ['payeeName'],
  sms: ['mobileNum', 'verificationCode'],
  ga: ['authCode'],
  email: ['email'],
};

/** The field holding the method's answer: where "that does not match" is shown. */
export const ANSWER_FIELD: Record<MethodKey, FieldName> = {
  payeeName: 'payeeName',
  sms: 'verificationCode',
  ga: 'authCode',
  email: 'email',
};

const REQUIRED: Record<FieldName, TranslationKey> = {
  payeeName: 'twofa.payee_name_required',
  mobileNum: 'twofa.mobile_required',
  verificationCode: 'twofa.sms_code_required',
  authCode: 'twofa.auth_code_required',
  email: 'twofa.email_required',
};

/**
 * doc A §5: inputs are trimmed. A mobile number may also be typed in groups ("917 123 4567"),
 * and authenticator apps show their code as "123 456"; only digits count in both, so the
 * spaces (and a number's dashes) inside them go too.
 */
export function clean(field: FieldName, raw: string | undefined): string {
  const trimmed = (raw ?? '').trim();
  if (field === 'mobileNum') return trimmed.replace(/[\s-]/g, '');
  if (field === 'authCode') return trimmed.replace(/\s/g, '');
  return trimmed;
}

function checkField(field: FieldName, value: string): TranslationKey | null {
  if (!value) return REQUIRED[field];
  if (field === 'mobileNum' && !mobileNumber.safeParse(value).success) return 'twofa.mobile_invalid';
  if (field === 'authCode' && !/^\d{6}$/.test(value)) return 'twofa.auth_code_invalid';
  return null;
}

/** doc A §5 "Sending an sms code needs a mobile number." */
export function checkMobile(raw: string | undefined): { mobileNum: string; error: TranslationKey | null } {
  const mobileNum = clean('mobileNum', raw);
  return { mobileNum, error: checkField('mobileNum', mobileNum) };
}

export type Answer = Pick<TwoFactorRequest, 'method' | 'payeeName' | 'email' | 'authCode' | 'mobileNum' | 'verificationCode'>;

/**
 * doc A §5: each method needs its value(s); a missing one blocks submit. Returns the request's
 * method part, or the error of every invalid field (the caller focuses the first).
 */
export function readAnswer(method: MethodKey, values: Values): { answer: Answer } | { errors: FieldErrorKeys; first: FieldName } {
  const errors: FieldErrorKeys = {};
  const answer: Answer = { method: METHOD_LETTER[method] };
  let first: FieldName | null = null;
  for (const field of METHOD_FIELDS[method]) {
    const value = clean(field, values[field]);
    const error = checkField(field, value);
    if (error) {
      errors[field] = error;
      first ??= field;
    } else {
      answer[field] = value;
    }
  }
  return first ? { errors, first } : { answer };
}
