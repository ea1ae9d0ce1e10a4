import { useLocation } from 'wouter';
import type { LoginValue } from '@portico/contract/session';
import type { SignInType } from '../features/sign-in/model/after-sign-in';
import { currentLanguage } from '../lib/i18n/i18n';
import { leaveTo } from '../lib/browser/leave-to';
import { useSiteSettings } from '../lib/site/site-settings';
import { PASSWORD_CHANGE_REQUIRED } from './password-change-state';

/**
 * doc A §4: every way in ends here, and goes where after-sign-in.ts says (loaded once someone signs
 * in) — from the login page, and from home's Google one-tap.
 */
export function useFinishSignIn(returnTo: string | null) {
  const settings = useSiteSettings();
  const [, navigate] = useLocation();
  return async function finish(value: LoginValue, loginType: SignInType, password?: string) {
    const { destinationAfterSignIn } = await import('../features/sign-in/model/after-sign-in');
    const destination = destinationAfterSignIn({
      value,
      loginType,
      ...(password !== undefined ? { password } : {}),
      forcePasswordChangeOnExpiry: settings.features.forcePasswordChangeOnExpiry,
      redirectUrl: new URLSearchParams(location.search).get('redirectUrl'),
      returnTo,
      allowList: settings.redirectAllowList,
      token: value.token,
      language: currentLanguage(),
      headerColor: settings.headerColor,
      title: settings.name,
    });
    if ('external' in destination) leaveTo(destination.external);
    // The only way to /changePsw from here is the platform requiring it: the screen says so (decision 056).
    else navigate(destination.to, { replace: true, ...(destination.to === '/changePsw' ? { state: PASSWORD_CHANGE_REQUIRED } : {}) });
  };
}
