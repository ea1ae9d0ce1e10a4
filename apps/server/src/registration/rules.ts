import type { FieldError } from '@portico/contract/envelope';
import type { ErrorCode } from '@portico/contract/errors';
import { isStrongPassword } from '@portico/contract/member';
import { usernameProblem } from '@portico/contract/register';
import { PlatformError } from '../http/platform-error.ts';

/** One refused field: the code a person is shown for it, and the field it belongs to. */
export interface FieldRefusal {
  errorCode: ErrorCode;
  field: string;
}

export function usernameRefusal(username: string): FieldRefusal | null {
  const problem = usernameProblem(username.trim());
  return problem ? { errorCode: 'username.invalid', field: 'username' } : null;
}

export function passwordRefusal(password: string): FieldRefusal | null {
  return isStrongPassword(password) ? null : { errorCode: 'password.weak', field: 'password' };
}

/**
 * Throws every refusal at once, so the form marks all its bad fields in one answer: the first
 * refusal's code is the answer's errorCode (and its message), each field has its own entry.
 */
export function refuseFields(refusals: (FieldRefusal | null)[]): void {
  const found = refusals.filter((r): r is FieldRefusal => r !== null);
  const [first] = found;
  if (!first) return;
  const fieldErrors: FieldError[] = found.map(({ field, errorCode }) => ({ field, message: errorCode }));
  throw new PlatformError(first.errorCode, { fieldErrors });
}

export const fieldError = (errorCode: ErrorCode, field: string) =>
  new PlatformError(errorCode, { fieldErrors: [{ field, message: errorCode }] });
