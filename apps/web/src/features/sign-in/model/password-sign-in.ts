import type { LoginValue, TwoFactorFlags } from '@portico/contract/session';
import { loginWithPassword, withDeviceFields } from '../api/login';
import type { PasswordCredentials } from '../../../lib/session/second-factor';
import { isApiError } from '../../../lib/http/api-error';
import { forgetsSavedLogin, throttleSeconds, twoFactorFlagsOf } from '../../../lib/session/login-failure';
import { rememberAfterSignIn } from './remember';
import { forgetSavedLogin } from './saved-login-slot';

export type SignInOutcome =
  | { kind: 'signed-in'; value: LoginValue }
  | { kind: 'second-factor'; flags: TwoFactorFlags; credentials: PasswordCredentials }
  | { kind: 'throttled'; seconds: number }
  /** The platform wants human verification first (an account under attack, decision 034). */
  | { kind: 'verify'; error: unknown }
  | { kind: 'refused'; error: unknown };

/**
 * One password sign-in attempt, typed or automatic, and what it means for the form (doc A §4, §8):
 * signed in (session stored, the saved login kept or removed as ticked); a second factor needed;
 * throttled for N seconds; human verification asked for; or refused, the saved login forgotten when the refusal says so.
 * The login form imports this on demand, so none of it weighs on the first screen.
 */
export async function signInWithPassword(
  username: string,
  password: string,
  remember: boolean,
  captcha?: string,
): Promise<SignInOutcome> {
  const credentials = await withDeviceFields(username, password);
  try {
    const value = await loginWithPassword(credentials, captcha);
    await rememberAfterSignIn(remember, username, password);
    return { kind: 'signed-in', value };
  } catch (error) {
    const flags = twoFactorFlagsOf(error);
    if (flags) return { kind: 'second-factor', flags, credentials };
    if (isApiError(error) && error.errorCode === 'captcha.invalid') return { kind: 'verify', error };
    if (forgetsSavedLogin(error)) forgetSavedLogin();
    const seconds = throttleSeconds(error);
    if (seconds !== null) return { kind: 'throttled', seconds };
    return { kind: 'refused', error };
  }
}

/** The two-factor step signed the member in: remember the login exactly as a direct sign-in would. */
export function rememberAfterSecondFactor(credentials: PasswordCredentials, remember: boolean): Promise<void> {
  return rememberAfterSignIn(remember, credentials.username, credentials.password);
}
