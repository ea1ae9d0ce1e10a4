import { isStrongPassword } from '@portico/contract/member';
import { isApiError } from '../../../lib/http/api-error';

export type PasswordField = 'current' | 'next' | 'confirm';
export type PasswordProblem = 'required' | 'weak' | 'same' | 'mismatch';

export interface PasswordChangeInput {
  current: string;
  next: string;
  confirm: string;
}

/**
 * The checks made before anything is sent, one problem per field, in the order a person fills
 * the form. Strength is the contract's rule, the same function the platform applies.
 */
export function checkPasswordChange({ current, next, confirm }: PasswordChangeInput): Partial<Record<PasswordField, PasswordProblem>> {
  const problems: Partial<Record<PasswordField, PasswordProblem>> = {};
  if (!current) problems.current = 'required';
  if (!next) problems.next = 'required';
  else if (!isStrongPassword(next)) problems.next = 'weak';
  else if (next === current) problems.next = 'same';
  if (!confirm) problems.confirm = 'required';
  else if (next && confirm !== next) problems.confirm = 'mismatch';
  return problems;
}

const FIELD_OF_CODE: Record<string, PasswordField> = {
  'password.old.wrong': 'current',
  'password.weak': 'next',
  'password.same': 'next',
};
const FIELD_OF_NAME: Record<string, PasswordField> = { oldPassword: 'current', newPassword: 'next' };

/**
 * Which field a platform refusal belongs on: its error code (password.old.wrong → current;
 * password.weak / password.same → new), else the first field error naming a field of the form.
 * null: a refusal about the whole request, shown under the form.
 */
export function fieldOfRefusal(error: unknown): PasswordField | null {
  if (!isApiError(error)) return null;
  const byCode = error.errorCode ? FIELD_OF_CODE[error.errorCode] : undefined;
  if (byCode) return byCode;
  for (const fieldError of error.fieldErrors ?? []) {
    const field = FIELD_OF_NAME[fieldError.field];
    if (field) return field;
  }
  return null;
}
