import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LoginValue } from '@portico/contract/session';
import { useT } from '../../../../lib/i18n/keys';
import { isApiError } from '../../../../lib/http/api-error';
import { applyErrorPolicy } from '../../../../lib/http/error-policy';
import { notice, showLoading, toast } from '../../../../lib/notify/notify';
import { isPrivateBrowsing } from '../../../../lib/privacy/is-private';
import { loadIdentityProvider } from '../../../../lib/identity/load-provider';
import { isIdentityError, SILENT_IDENTITY_CODES, type IdentityChannel, type IdentityResult } from '../../../../lib/identity/provider';
import { callNative, canCallNative, NativeCallError, nativeSupports } from '../../../../lib/native/bridge';
import { useSiteSettings } from '../../../../lib/site/site-settings';
import { loginWithIdentity } from '../../api/login-with-identity';
import { registerSocial } from '../../api/register-social';
import { clearPendingIdentity, setPendingIdentity, type PendingIdentity } from '../../model/pending-identity';
import { useIdentityErrorLines } from '../sms/identity-error-text';
import { choosePopupOrRedirect, forgetRedirect, isComingSoon, rememberRedirect, takeRememberedRedirect } from './social-rules';

/** doc A §9: the private-browsing and coming-soon toasts last 1.5 s. */
export const SOCIAL_TOAST_MS = 1500;

/** The login-choice dialog's content: the identity waiting for an account, and the platform's words. */
export interface LoginChoice {
  identity: PendingIdentity;
  message: string;
}

interface Options {
  onSignedIn: (value: LoginValue) => void;
}

/**
 * Social sign-in (doc A §4, §5, §8): refusals first (coming soon, private window), then the
 * provider (native wrapper, popup or redirect), then the platform's login with type firebase.
 * One attempt at a time; a loading indicator while it runs.
 */
export function useSocialSignIn({ onSignedIn }: Options) {
  const t = useT();
  const settings = useSiteSettings();
  const errorLines = useIdentityErrorLines(['social.error.', 'sms.error.']);
  /** The channel being signed in with, for the button's busy state. */
  const [busy, setBusy] = useState<IdentityChannel | null>(null);
  const [choice, setChoice] = useState<LoginChoice | null>(null);
  const [registering, setRegistering] = useState(false);
  const running = useRef(false);

  const showProviderError = useCallback(
    (error: unknown) => {
      if (isIdentityError(error)) {
        if (SILENT_IDENTITY_CODES.has(error.code)) return;
        void notice({ message: errorLines(error).join('\n'), fallbackKey: 'common.error' });
      } else if (error instanceof NativeCallError) {
        // doc A §8: the wrapper's "Failure…" text is shown as it is.
        void notice({ message: error.message, fallbackKey: 'common.error' });
      } else if (isApiError(error)) {
        if (!error.handled) applyErrorPolicy(error, { alert: true });
      } else {
        void notice({ fallbackKey: 'common.error' });
      }
    },
    [errorLines],
  );

  const register = useCallback(
    async (identity: PendingIdentity) => {
      const value = await registerSocial(identity, t('social.sms_template', { merchant: settings.name }));
      setChoice(null);
      await notice({ messageKey: 'social.registered', fallbackKey: 'social.registered' });
      onSignedIn(value);
    },
    [t, settings.name, onSignedIn],
  );

  const complete = useCallback(
    async (result: IdentityResult) => {
      try {
        const value = await loginWithIdentity({ type: 'firebase', channel: result.channel, idToken: result.idToken });
        clearPendingIdentity();
        onSignedIn(value);
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'bind_customer_required') {
          const identity = { firebaseChannel: result.channel, firebaseIdToken: result.idToken };
          setPendingIdentity(identity);
          if (nativeSupports('autoRegister')) await register(identity);
          else setChoice({ identity, message: error.message });
          return;
        }
        // doc A §8 "Any other login error": the stored provider arguments go, the message is alerted.
        clearPendingIdentity();
        throw error;
      }
    },
    [onSignedIn, register],
  );

  /** Runs one attempt with the loading indicator; `leaving` keeps the buttons busy while the page navigates away. */
  const attempt = useCallback(
    async (channel: IdentityChannel, work: () => Promise<'leaving' | void>) => {
      if (running.current) return;
      running.current = true;
      setBusy(channel);
      const done = showLoading({ messageKey: 'social.signing_in' });
      let leaving = false;
      try {
        leaving = (await work()) === 'leaving';
      } catch (error) {
        showProviderError(error);
      } finally {
        done();
        if (!leaving) {
          running.current = false;
          setBusy(null);
        }
      }
    },
    [showProviderError],
  );

  const start = useCallback(
    (channel: IdentityChannel) => {
      if (running.current) return;
      const userAgent = navigator.userAgent;
      const nativeSignIn = canCallNative('socialSignIn');
      if (isComingSoon(channel, userAgent, nativeSignIn)) {
        toast({ messageKey: 'social.coming_soon', durationMs: SOCIAL_TOAST_MS });
        return;
      }
      void attempt(channel, async () => {
        if (await isPrivateBrowsing()) {
          toast({ messageKey: 'social.not_support_incognito', durationMs: SOCIAL_TOAST_MS });
          return;
        }
        if (nativeSignIn) {
          const { idToken } = await callNative('socialSignIn', { channel });
          if (idToken) await complete({ channel, idToken });
          return;
        }
        const provider = await loadIdentityProvider(settings);
        if (choosePopupOrRedirect(userAgent) === 'popup') {
          try {
            const result = await provider.signInWithPopup(channel);
            if (result) await complete(result);
            return;
          } catch (error) {
            // A blocked popup (a slow first load can outlast the click's permission) falls back to the redirect.
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
      });
    },
    [attempt, complete, settings],
  );

  // A redirect sign-in comes back to this page: collect its result once, on the first mount.
  const completeRedirect = useEffectEvent(() => {
    const channel = takeRememberedRedirect();
    if (!channel) return;
    void attempt(channel, async () => {
      const provider = await loadIdentityProvider(settings);
      const result = await provider.takeRedirectResult();
      if (result) await complete(result);
    });
  });
  useEffect(() => completeRedirect(), []);

  const registerChoice = useCallback(
    async (identity: PendingIdentity) => {
      if (running.current) return;
      running.current = true;
      setRegistering(true);
      try {
        await register(identity);
      } catch (error) {
        showProviderError(error);
      } finally {
        running.current = false;
        setRegistering(false);
      }
    },
    [register, showProviderError],
  );

  const closeChoice = useCallback(() => setChoice(null), []);

  return { busy, start, choice, closeChoice, registerChoice, registering };
}
