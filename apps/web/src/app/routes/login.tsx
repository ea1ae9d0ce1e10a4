import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../lib/i18n/keys';
import { LoginForm } from '../../features/sign-in/components/LoginForm';
import { SocialSignIn } from '../../features/sign-in/components/social/SocialSignIn';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteSettings } from '../../lib/site/site-settings';
import { TabList } from '../../components/ui/TabList';
import { useDocumentTitle } from '../use-document-title';
import { returnTarget } from '../route-guard';
import { useFinishSignIn } from '../use-finish-sign-in';
import { passkeysPossible } from '../../features/passkeys/model/possible';

type Tab = 'password' | 'sms';

// Downloaded only when a sign-in answers login_verify_required.
const TwoFactorDialog = lazy(() => import('../../features/two-factor/components/TwoFactorDialog').then((m) => ({ default: m.TwoFactorDialog })));

// Only for a merchant with Google one-tap, after the page is interactive (decision 033).
const OneTapSignIn = lazy(() => import('../../features/sign-in/components/social/OneTapSignIn').then((m) => ({ default: m.OneTapSignIn })));

// Passkeys (decision 042): after the page is interactive, and only where a passkey can work.
const PasskeySignIn = lazy(() => import('../../features/passkeys/components/PasskeySignIn').then((m) => ({ default: m.PasskeySignIn })));

// Downloaded when its tab is first chosen: most members sign in with a password.
const SmsSignInForm = lazy(() => import('../../features/sign-in/components/sms/SmsSignInForm').then((m) => ({ default: m.SmsSignInForm })));

export default function LoginRoute() {
  const t = useT();
  const settings = useSiteSettings();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>('password');
  // Once opened the sms form stays mounted (hidden), so a code being typed survives a tab switch.
  const [smsOpened, setSmsOpened] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  useDocumentTitle(t('login.title'));

  // The page the route guard sent this visitor away from (history state, decision 024), read on
  // arrival: nothing on this page may change it. No history in the platform's prerender.
  const [returnTo] = useState(() => (typeof history === 'undefined' ? null : returnTarget(history.state)));

  const finish = useFinishSignIn(returnTo);

  const tabs: Tab[] = settings.identity.phoneSignIn ? ['password', 'sms'] : ['password'];
  const tabLabel = (which: Tab) => (which === 'password' ? t('login.tab.password') : t('login.tab.sms'));
  const panelId = (which: Tab) => `${ids}-panel-${which}`;

  function select(which: Tab) {
    setTab(which);
    if (which === 'sms') setSmsOpened(true);
  }

  function chooseExistingAccount() {
    setTab('password');
    // After the panel is shown again.
    requestAnimationFrame(() => usernameRef.current?.focus());
  }

  const passwordForm = (
    <LoginForm usernameRef={usernameRef} SecondFactor={TwoFactorDialog} onSignedIn={(value, password) => void finish(value, 'username', password)} />
  );

  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('login.heading', { merchant: settings.name })}</h1>
      </div>
      {tabs.length > 1 ? (
        <>
          <TabList tabs={tabs} selected={tab} label={t('login.methods')} labelOf={tabLabel} panelId={panelId} disabled={!hydrated} onSelect={select} />
          {/* Panels are named by what they do, not by their tab's one word: "Password" must stay the password field's name alone. */}
          <div role="tabpanel" id={panelId('password')} aria-label={t('login.with_password')} hidden={tab !== 'password'}>
            {passwordForm}
          </div>
          <div role="tabpanel" id={panelId('sms')} aria-label={t('login.with_sms')} hidden={tab !== 'sms'}>
            {smsOpened ? (
              <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
                <SmsSignInForm onSignedIn={(value) => void finish(value, 'sms')} />
              </Suspense>
            ) : null}
          </div>
        </>
      ) : (
        passwordForm
      )}
      <SocialSignIn onSignedIn={(value) => void finish(value, 'firebase')} onUseExistingAccount={chooseExistingAccount} />
      {hydrated && settings.features.googleOneTap ? (
        <Suspense fallback={null}>
          <OneTapSignIn onSignedIn={(value) => void finish(value, 'firebase')} onUseExistingAccount={chooseExistingAccount} />
        </Suspense>
      ) : null}
      <p className="register__switch">
        {t('register.no_account')} <Link href="/register">{t('register.create_account')}</Link>
      </p>
      {/* Last on the page: arriving late, it moves nothing the visitor is looking at. */}
      {hydrated && passkeysPossible() ? (
        <Suspense fallback={null}>
          <PasskeySignIn onSignedIn={(value) => void finish(value, 'passkey')} />
        </Suspense>
      ) : null}
    </main>
  );
}
