import { lazy, Suspense, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useT } from '../lib/i18n/keys';
import { Route, Router, Switch } from 'wouter';
import type { SiteSettings } from '@portico/contract/system';
import { SiteSettingsContext } from '../lib/site/site-settings';
import { NotifyHost } from '../components/ui/NotifyHost';
import { OverlayHost } from './shell/OverlayHost';
import { routes, screens } from './routes';
import { SessionEffects } from './SessionEffects';
import { SiteGateMount } from './SiteGateMount';

// Each screen is its own chunk so the first load carries only the screen opened.
const LoginRoute = lazy(screens.login);
const HomeRoute = lazy(screens.home);
const ChangePasswordRoute = lazy(screens.changePassword);
const RegisterRoute = lazy(screens.register);
const NotFoundRoute = lazy(screens.notFound);

// The request layer already shows errors (doc A §8); a retry would show them twice.
const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

function Loading() {
  const t = useT();
  return (
    <div className="page" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

interface AppProps {
  settings: SiteSettings;
  /** On the platform's prerender: the path to render (there is no browser location). */
  ssrPath?: string;
}

export function App({ settings: initialSettings, ssrPath }: AppProps) {
  const t = useT();
  // The gate refreshes the settings when the tab comes back (doc A §9): every screen gets the fresh ones.
  const [settings, setSettings] = useState(initialSettings);
  // One client per app, so prerenders on the platform never share a cache.
  const [queryClient] = useState(makeQueryClient);
  return (
    <SiteSettingsContext.Provider value={settings}>
      <QueryClientProvider client={queryClient}>
        <a className="skip-link" href="#main">
          {t('common.skip_to_content')}
        </a>
        <Router base={routes.base} {...(ssrPath ? { ssrPath } : {})}>
          <Suspense fallback={<Loading />}>
            <Switch>
              <Route path={routes.login} component={LoginRoute} />
              <Route path={routes.changePassword} component={ChangePasswordRoute} />
              {routes.register.map((path) => (
                <Route key={path} path={path} component={RegisterRoute} />
              ))}
              {routes.home.map((path) => (
                <Route key={path} path={path} component={HomeRoute} />
              ))}
              <Route component={NotFoundRoute} />
            </Switch>
          </Suspense>
        </Router>
        <OverlayHost />
        <NotifyHost />
        <SessionEffects />
        <SiteGateMount onSettings={setSettings} />
      </QueryClientProvider>
    </SiteSettingsContext.Provider>
  );
}
