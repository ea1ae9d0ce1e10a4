import type { LoginValue } from '@portico/contract/session';
import { isAllowListed } from '../../../lib/browser/external-url';

export type SignInType = 'username' | 'sms' | 'firebase' | 'passkey';

/** doc A §2/§4 "weak default": the six digits one to six, as mobile registration sets them (§5). */
export const WEAK_DEFAULT_PASSWORD = '123456';

export interface AfterSignInInput {
  value: Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired'>;
  loginType: SignInType;
  /** The password typed (password sign-in and its two-factor step only). */
  password?: string;
  forcePasswordChangeOnExpiry: boolean;
  /** The login page's redirectUrl query, when present. */
  redirectUrl: string | null;
  /** The in-app page (path and query, no token) the route guard sent this visitor away from (decision 024). */
  returnTo?: string | null;
  /** The merchant's settings.redirectAllowList: origins allowed to receive the token. */
  allowList: readonly string[];
  token: string;
  language: string;
  headerColor: string;
  title: string;
}

export type Destination = { to: string } | { external: string };

/**
 * Where a member goes after signing in (doc A §4), first rule that holds:
 *   1. social (firebase) sign-in                                → /home (or returnTo)
 *   2. firstTimeLogin                                           → /changePsw
 *   3. passwordExpired and the merchant forces a change         → /changePsw
 *   4. the weak default password, not an sms or social sign-in  → /changePsw
 *   5. a redirectUrl whose origin is exactly on the allow-list  → there, with token, language,
 *                                                                  headerColor, b2c=1 and title
 *   6. anything else, including any other redirectUrl           → returnTo when the route guard sent
 *                                                                  the visitor here, else /home (the token goes nowhere)
 * Origins are compared as lib/browser/external-url.ts does.
 */
export function destinationAfterSignIn(input: AfterSignInInput): Destination {
  const home = { to: input.returnTo ?? '/home' };
  if (input.loginType === 'firebase') return home;
  if (input.value.firstTimeLogin) return { to: '/changePsw' };
  if (input.value.passwordExpired && input.forcePasswordChangeOnExpiry) return { to: '/changePsw' };
  if (input.loginType === 'username' && input.password === WEAK_DEFAULT_PASSWORD) return { to: '/changePsw' };

  if (input.redirectUrl) {
    if (isAllowListed(input.redirectUrl, input.allowList)) {
      const url = new URL(input.redirectUrl);
      url.searchParams.set('token', input.token);
      url.searchParams.set('language', input.language);
      url.searchParams.set('headerColor', input.headerColor);
      url.searchParams.set('b2c', '1');
      url.searchParams.set('title', input.title);
      return { external: url.href };
    }
  }
  return home;
}
