import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSiteSettings } from '../../../../lib/site/site-settings';
import { useOverlay } from '../../../../lib/overlay/use-overlay';
import type { useSocialSignIn } from './use-social-sign-in';

// Shown only after a platform answer few sign-ins get, so it is not part of the first load.
const LoginChoiceDialog = lazy(() => import('./LoginChoiceDialog').then((m) => ({ default: m.LoginChoiceDialog })));

/**
 * The login-choice dialog of an unlinked identity (doc A §2), through the overlay host: register it,
 * or use an existing account — `onUseExistingAccount` runs after the dialog has closed and handed
 * focus back, so the password form (or the login page) can take it. Used by the provider buttons and one-tap.
 */
export function useLoginChoice(id: string, social: ReturnType<typeof useSocialSignIn>, onUseExistingAccount: () => void): ReactNode {
  const settings = useSiteSettings();
  const { choice, closeChoice, registerChoice, registering } = social;
  const overlay = useOverlay({ id, kind: 'user', open: choice !== null });
  const useExisting = useRef(false);

  useEffect(() => {
    if (choice || !useExisting.current) return;
    useExisting.current = false;
    onUseExistingAccount();
  }, [choice, onUseExistingAccount]);

  if (!choice) return null;
  return overlay(
    <Suspense fallback={null}>
      <LoginChoiceDialog
        message={choice.message}
        canRegister={settings.whitelabel.FIREBASECREATEACC3 === true}
        registering={registering}
        onUseExisting={() => {
          useExisting.current = true;
          closeChoice();
        }}
        onRegister={() => registerChoice(choice.identity)}
      />
    </Suspense>,
  );
}
