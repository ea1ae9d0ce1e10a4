/**
 * What makes a bank card or a Pix key acceptable (decision 031), shared so the web form refuses
 * exactly what the platform refuses. Each check returns null or a problem key the form translates.
 */

export const PIX_KEY_TYPES = ['CPF', 'PHONE', 'EMAIL', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export type PayoutProblem = 'required' | 'format' | 'checkDigits';

/** CPF: 11 digits (dots and dash allowed when typed) with both check digits right; all-same digits are refused. */
export function cpfProblem(input: string): PayoutProblem | null {
  const digits = input.replace(/[.\-\s]/g, '');
  if (digits === '') return 'required';
  if (!/^\d{11}$/.test(digits)) return 'format';
  if (/^(\d)\1{10}$/.test(digits)) return 'checkDigits';
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]) ? null : 'checkDigits';
}

/** A Brazilian phone key as Pix writes it: +55, a two-digit area code (11–99) and 8 or 9 digits. */
const BR_PHONE = /^\+55[1-9][1-9]9?\d{8}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
/** The random key (EVP) is a UUID. */
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key as stored and compared: CPF digits only, phone without spaces, email and EVP lower case. */
export function normalisePixKey(type: PixKeyType, key: string): string {
  const trimmed = key.trim();
  if (type === 'CPF') return trimmed.replace(/[.\-\s]/g, '');
  if (type === 'PHONE') return trimmed.replace(/[\s()-]/g, '');
  return trimmed.toLowerCase();
}

export function pixKeyProblem(type: PixKeyType, key: string): PayoutProblem | null {
  const value = normalisePixKey(type, key);
  if (value === '') return 'required';
  if (type === 'CPF') return cpfProblem(value);
  if (type === 'PHONE') return BR_PHONE.test(value) ? null : 'format';
  if (type === 'EMAIL') return value.length <= 77 && EMAIL.test(value) ? null : 'format';
  return EVP.test(value) ? null : 'format';
}

/** An account number as banks print it: 5 to 20 digits once spaces and dashes are taken out. */
export function normaliseAccountNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function accountNumberProblem(input: string): PayoutProblem | null {
  const digits = normaliseAccountNumber(input);
  if (digits === '') return 'required';
  return /^\d{5,20}$/.test(digits) ? null : 'format';
}

/** A holder name: 2 to 60 letters, with spaces, dots, apostrophes and hyphens between them. */
export function holderNameProblem(input: string): PayoutProblem | null {
  const name = input.trim();
  if (name === '') return 'required';
  return /^[\p{L}][\p{L}\p{M} .'-]{0,58}[\p{L}\p{M}.]$/u.test(name) ? null : 'format';
}

/** What a person sees of a stored number: its last four characters behind dots ("•••• 6789"). */
export function maskTail(value: string): string {
  return `•••• ${value.slice(-4)}`;
}
