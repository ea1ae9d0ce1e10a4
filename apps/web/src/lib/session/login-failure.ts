import { isTooManyRequest } from '@portico/contract/errors';
import { throttledValue, twoFactorFlags, type TwoFactorFlags } from '@portico/contract/session';
import { isApiError } from '../http/api-error';

/** When a throttled answer names no wait (no Retry-After, no value.retryAfter). */
export const DEFAULT_THROTTLE_SECONDS = 60;

/**
 * Seconds to wait for a TOO_MANY_REQUEST* refusal: the Retry-After header, else value.retryAfter.
 * null for any other error.
 */
export function throttleSeconds(error: unknown): number | null {
  if (!isApiError(error) || !isTooManyRequest(error.errorCode)) return null;
  // A wait of 0 or less names no wait: the next source, then the default, decides.
  if (error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0) return Math.ceil(error.retryAfterSeconds);
  const value = throttledValue.safeParse(error.value);
  return value.success && value.data.retryAfter > 0 ? Math.ceil(value.data.retryAfter) : DEFAULT_THROTTLE_SECONDS;
}

/** The methods of a login_verify_required refusal, or null when it is not one (or its value is broken). */
export function twoFactorFlagsOf(error: unknown): TwoFactorFlags | null {
  if (!isApiError(error) || error.errorCode !== 'login_verify_required') return null;
  const flags = twoFactorFlags.safeParse(error.value);
  return flags.success ? flags.data : null;
}

/**
 * Answers that do not say the credentials are wrong: the saved login survives them. captcha.invalid
 * comes before the password is looked at (human verification missing, or asked for because the
 * account is under attack: decision 034).
 */
const NOT_A_REFUSAL = new Set(['login_verify_required', 'bind_customer_required', 'captcha.invalid']);

/**
 * doc A §4, §8: "a failed login, or login.cred.err or not.exists.user" clears the saved login and
 * turns auto login off. A failed login here is the platform refusing the sign-in (success false);
 * a second-factor request, a throttle, a network failure or a broken request judged nothing about
 * the credentials, so they keep it (decision 010).
 */
export function forgetsSavedLogin(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'business') return false;
  if (isTooManyRequest(error.errorCode)) return false;
  return !(error.errorCode !== undefined && NOT_A_REFUSAL.has(error.errorCode));
}
