import { useEffect, useState } from 'react';
import type { LoginValue } from '@portico/contract/session';
import { Button } from '../../../components/ui/Button';
import { useNoticeText } from '../../../components/ui/notice-text';
import { describeError } from '../../../lib/http/describe-error';
import { passkeySignInOptions, signInWithPasskey } from '../api/sign-in-with-passkey';
import { ceremonyFailure, loadWebAuthn } from '../model/browser';
import { usePasskeysT } from '../strings';

/**
 * "Use a passkey" under the login form, and the passkeys offered in the username field's
 * autofill (conditional UI: the field says `autocomplete="username webauthn"`). Loaded after the
 * login page is interactive and only where passkeys can work (decision 042); drawn only once the
 * platform has handed out a challenge for this domain, so a domain without passkeys shows nothing.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (value: LoginValue) => void }) {
  const t = usePasskeysT();
  const noticeText = useNoticeText();
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const explain = (error: unknown) => {
    const failure = ceremonyFailure(error);
    if (failure === 'cancelled') return t('passkeys.cancelled');
    if (failure === 'refused') return t('passkeys.refused');
    return noticeText(describeError(error));
  };

  useEffect(() => {
    let live = true;
    void (async () => {
      const options = await passkeySignInOptions().catch(() => null);
      if (!live || !options) return;
      setAvailable(true);
      const { browserSupportsWebAuthnAutofill } = await loadWebAuthn();
      if (!live || !(await browserSupportsWebAuthnAutofill())) return;
      try {
        const value = await signInWithPasskey(options, true);
        if (live) onSignedIn(value);
      } catch (error) {
        // The button's ceremony aborts this one; only a passkey the platform refused is worth saying.
        if (live && ceremonyFailure(error) === 'refused') setMessage(t('passkeys.refused'));
      }
    })();
    return () => {
      live = false;
    };
    // Once per visit to the page: each autofill ceremony holds a challenge of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function signIn() {
    setBusy(true);
    setMessage(null);
    try {
      onSignedIn(await signInWithPasskey(await passkeySignInOptions()));
    } catch (error) {
      setMessage(explain(error));
    } finally {
      setBusy(false);
    }
  }

  if (!available) return null;
  return (
    <div className="card">
      <Button variant="secondary" block busy={busy} onClick={() => void signIn()}>
        {busy ? t('passkeys.waiting') : t('passkeys.sign_in')}
      </Button>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
