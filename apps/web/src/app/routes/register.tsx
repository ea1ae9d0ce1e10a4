import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { RegisterValue } from '@portico/contract/register';
import { useT } from '../../lib/i18n/keys';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteSettings } from '../../lib/site/site-settings';
import { TabList } from '../../components/ui/TabList';
import { useDocumentTitle } from '../use-document-title';

// The forms load after the screen: this module stays small, and so does the list of chunks the
// first load's route table names for it (every name there is first-load bytes).
const UsernameRegisterForm = lazy(() =>
  import('../../features/registration/components/UsernameRegisterForm').then((m) => ({ default: m.UsernameRegisterForm })),
);
const MobileRegisterForm = lazy(() =>
  import('../../features/registration/components/MobileRegisterForm').then((m) => ({ default: m.MobileRegisterForm })),
);
const formFallback = <span className="spinner" aria-hidden="true" />;

type Tab = 'username' | 'mobile';
const TABS: Tab[] = ['username', 'mobile'];

/** /m/register and /m/register.html (doc A §2): registration by username or by mobile number. */
export default function RegisterRoute() {
  const t = useT();
  const settings = useSiteSettings();
  const hydrated = useHydrated();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<Tab>('username');
  // The mobile form (its country list and verification) starts when its tab is first chosen.
  const [mobileOpened, setMobileOpened] = useState(false);
  const ids = useId();
  useDocumentTitle(t('register.title'));

  // doc E §3: the codes of a link to /m/register are kept for this registration and later ones
  // (a member never gets here: the route table keeps this page for visitors).
  useEffect(() => {
    void import('../../lib/landing/capture-landing').then((m) => m.captureLanding()).catch(() => undefined);
  }, []);

  // doc A §4: signed in (the answer carried a token) → /m/home, history replaced; else sign in by hand.
  const registered = useCallback(
    (value: RegisterValue) => navigate(value.token ? '/home' : '/login', { replace: true }),
    [navigate],
  );
  // The same element across renders: when hydration ends (the tabs turn on) this screen renders
  // again, and a still-loading prerendered form given new props would be thrown away for its
  // fallback and drawn again — the page jumped twice (issue 18).
  const usernameForm = useMemo(
    () => (
      <Suspense fallback={formFallback}>
        <UsernameRegisterForm onRegistered={registered} />
      </Suspense>
    ),
    [registered],
  );

  const label = (which: Tab) => (which === 'username' ? t('register.tab.username') : t('register.tab.mobile'));
  const panelId = (which: Tab) => `${ids}-panel-${which}`;

  function select(which: Tab) {
    setTab(which);
    if (which === 'mobile') setMobileOpened(true);
  }

  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('register.heading', { merchant: settings.name })}</h1>
      </div>
      <TabList tabs={TABS} selected={tab} label={t('register.methods')} labelOf={label} panelId={panelId} disabled={!hydrated} onSelect={select} />
      {/* Both stay mounted: what was typed in one survives a look at the other. */}
      <div role="tabpanel" id={panelId('username')} aria-label={t('register.by_username')} hidden={tab !== 'username'}>
        {usernameForm}
      </div>
      <div role="tabpanel" id={panelId('mobile')} aria-label={t('register.by_mobile')} hidden={tab !== 'mobile'}>
        {mobileOpened ? (
          <Suspense fallback={formFallback}>
            <MobileRegisterForm onRegistered={registered} />
          </Suspense>
        ) : null}
      </div>
      <p className="register__switch">
        {t('register.have_account')}{' '}
        <Link href="/login">{t('register.to_login')}</Link>
      </p>
    </main>
  );
}
