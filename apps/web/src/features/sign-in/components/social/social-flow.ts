import type { LoginValue } from '@portico/contract/session';
import type { SiteSettings } from '@portico/contract/system';
import { isApiError } from '../../../../lib/http/api-error';
import { applyErrorPolicy } from '../../../../lib/http/error-policy';
import { notice, toast } from '../../../../lib/notify/notify';
import { isPrivateBrowsing } from '../../../../lib/privacy/is-private';
import { loadIdentityProvider } from '../../../../lib/identity/load-provider';
import { isIdentityError, SILENT_IDENTITY_CODES, type IdentityChannel, type IdentityResult } from '../../../../lib/identity/provider';
import { showNativeFailure } from '../../../../lib/native/failure-notice';
import { callNative, canCallNative, NativeCallError, nativeSupports } from '../../../../lib/native/bridge';
import { loginWithIdentity } from '../../api/login-with-identity';
import { registerSocial } from '../../api/register-social';
import { clearPendingIdentity, setPendingIdentity, type PendingIdentity } from '../../../../lib/identity/pending-identity';
import { identityErrorLines, type Translator } from '../sms/identity-error-text';
import { forgetRedirect, rememberRedirect } from './redirect-channel';
import { choosePopupOrRedirect, isComingSoon } from './social-rules';

/**
 * Social sign-in (doc A §4, §5, §8), downloaded on the first touch of a provider button (or when
 * a redirect comes back), not with the login screen. Order: refusals (coming soon, private
 * window), the provider (native wrapper, popup or redirect), the platform's login with type
 * firebase, and for an unlinked identity either automatic registration or the choice dialog.
 */

/** doc A §9: the private-browsing and coming-soon toasts last 1.5 s. */
export const SOCIAL_TOAST_MS = 1500;

/** The login-choice dialog's content: the identity waiting for an account, and the platform's words. */
export interface LoginChoice {
  identity: PendingIdentity;
  message: string;
}

/** What the flow needs from the screen that runs it. */
export interface SocialHost {
  settings: SiteSettings;
  translator: Translator;
  onSignedIn: (value: LoginValue) => void;
  showChoice: (choice: LoginChoice) => void;
}

/** 'leaving': the page is navigating to the provider, so the buttons stay busy. */
export type Outcome = 'leaving' | void;

/** A new account for the identity (doc A §4 "after successful registration … /m/home"), with its confirmation. */
export async function registerIdentity(identity: PendingIdentity, host: SocialHost): Promise<void> {
  const template = host.translator.t('social.sms_template', { merchant: host.settings.name });
  const value = await registerSocial(identity, template);
  await notice({ messageKey: 'social.registered', fallbackKey: 'social.registered' });
  host.onSignedIn(value);
}

/** The platform's sign-in with a provider's identity; an unlinked one registers or asks (doc A §4). */
export async function complete(result: IdentityResult, host: SocialHost): Promise<void> {
  try {
    const value = await loginWithIdentity({ type: 'firebase', channel: result.channel, idToken: result.idToken });
    clearPendingIdentity();
    host.onSignedIn(value);
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'bind_customer_required') {
      const identity = { firebaseChannel: result.channel, firebaseIdToken: result.idToken };
      setPendingIdentity(identity);
      if (nativeSupports('autoRegister')) await registerIdentity(identity, host);
      else host.showChoice({ identity, message: error.message });
      return;
    }
    // doc A §8 "Any other login error": the stored provider arguments go, and the message is alerted.
    clearPendingIdentity();
    throw error;
  }
}

export async function startSocialSignIn(channel: IdentityChannel, host: SocialHost): Promise<Outcome> {
  const userAgent = navigator.userAgent;
  const nativeSignIn = canCallNative('socialSignIn');
  if (isComingSoon(channel, userAgent, nativeSignIn)) {
    toast({ messageKey: 'social.coming_soon', durationMs: SOCIAL_TOAST_MS });
    return;
  }
  if (await isPrivateBrowsing()) {
    toast({ messageKey: 'social.not_support_incognito', durationMs: SOCIAL_TOAST_MS });
    return;
  }
  if (nativeSignIn) {
    const { idToken } = await callNative('socialSignIn', { channel });
    if (idToken) await complete({ channel, idToken }, host);
    return;
  }
  const provider = await loadIdentityProvider(host.settings);
  if (choosePopupOrRedirect(userAgent) === 'popup') {
    try {
      const result = await provider.signInWithPopup(channel);
      if (result) await complete(result, host);
      return;
    } catch (error) {
      // A blocked popup (a slow network can outlast the click's permission to open one) falls back to the redirect.
      if (!isIdentityError(error) || error.code !== 'auth/popup-blocked') throw error;
    }
  }
  rememberRedirect(channel);
  try {
    await provider.startRedirect(channel);
  } catch (error) {
    forgetRedirect();
    throw error;
  }
  return 'leaving';
}

/**
 * Google one-tap (decision 033): the provider's prompt, waited for without a loading indicator (it
 * is the person's choice, not our work); null when closed, not shown or taken away.
 */
export async function promptOneTap(settings: SiteSettings, signal: AbortSignal): Promise<IdentityResult | null> {
  const provider = await loadIdentityProvider(settings);
  return provider.promptOneTap(signal);
}

/** Starts downloading the adapter (and Firebase) while the finger is still on the button. */
export function preloadProvider(settings: SiteSettings): void {
  void loadIdentityProvider(settings).catch(() => undefined);
}

/** The browser came back from the provider (the channel was remembered): sign in with its result. */
export async function completeRedirect(host: SocialHost): Promise<void> {
  const provider = await loadIdentityProvider(host.settings);
  const result = await provider.takeRedirectResult();
  if (result) await complete(result, host);
}

/** What a failure shows (doc A §8); what the request layer already showed is not shown twice. */
export function showFailure(error: unknown, host: SocialHost): void {
  if (isIdentityError(error)) {
    if (SILENT_IDENTITY_CODES.has(error.code)) return;
    const lines = identityErrorLines(error, ['social.error.', 'sms.error.'], host.translator);
    void notice({ message: lines.join('\n'), fallbackKey: 'common.error' });
  } else if (error instanceof NativeCallError) {
    // doc A §8: the wrapper's "Failure…" text is shown as it is; any other wrapper error as Error.
    if (!showNativeFailure(error)) void notice({ message: error.message, fallbackKey: 'common.error' });
  } else if (isApiError(error)) {
    if (!error.handled) applyErrorPolicy(error, { alert: true });
  } else {
    void notice({ fallbackKey: 'common.error' });
  }
}
