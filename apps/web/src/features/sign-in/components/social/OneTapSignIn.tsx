import { useEffect, useEffectEvent } from 'react';
import type { LoginValue } from '@portico/contract/session';
import { useSiteSettings } from '../../../../lib/site/site-settings';
import { useSession } from '../../../../lib/session/use-session';
import { canCallNative } from '../../../../lib/native/bridge';
import { useSocialSignIn } from './use-social-sign-in';
import { useLoginChoice } from './use-login-choice';
import { ONE_TAP_CLOSED_KEY, ONE_TAP_DELAY_MS, shouldOfferOneTap } from './one-tap-rules';


export interface OneTapSignInProps {
  /** The session is already stored (storeSignIn). */
  onSignedIn: (value: LoginValue) => void;
  /** "Log in with an existing account" after an unlinked identity: where the password form is. */
  onUseExistingAccount: () => void;
}

function closedThisSession(): boolean {
  try {
    return sessionStorage.getItem(ONE_TAP_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Google one-tap for a visitor on home and login (decision 033). Renders nothing itself: the
 * provider draws its prompt; an unlinked identity gets the same choice dialog as the buttons.
 */
export function OneTapSignIn({ onSignedIn, onUseExistingAccount }: OneTapSignInProps) {
  const settings = useSiteSettings();
  const signedIn = useSession() !== null;
  const social = useSocialSignIn({ onSignedIn });
  const choiceDialog = useLoginChoice('one-tap-choice', social, onUseExistingAccount);

  const offer = shouldOfferOneTap({ settings, signedIn, nativeSignIn: canCallNative('socialSignIn'), closedThisSession: closedThisSession() });
  // The prompt lives as long as the offer holds, not as long as this render's callbacks.
  const prompt = useEffectEvent((signal: AbortSignal) => social.oneTap(signal));
  useEffect(() => {
    if (!offer) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      prompt(controller.signal)
        .then(() => {
          if (controller.signal.aborted) return;
          try {
            sessionStorage.setItem(ONE_TAP_CLOSED_KEY, '1');
          } catch {
            // Storage off: the prompt may come back on the next page, nothing worse.
          }
        })
        .catch(() => undefined);
    }, ONE_TAP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [offer]);

  return choiceDialog;
}
