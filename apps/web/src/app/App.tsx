import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useT } from '../lib/i18n/keys';
import { Router, type AroundNavHandler } from 'wouter';
import type { SiteSettings } from '@portico/contract/system';
import { SiteSettingsContext } from '../lib/site/site-settings';
import { HomeFirstPaintContext } from '../lib/site/home-poster';
import type { HomeFirstPaint } from '@portico/contract/home-poster';
import { NotifyHost } from '../components/ui/NotifyHost';
import { BASE } from './route-table';
import { Frame } from './shell/Frame';
import { markInApp } from './shell/in-app-history';
import { OverlayHost } from './shell/OverlayHost';
import { SessionEffects } from './SessionEffects';
import { MiniGameMount } from './MiniGameMount';
import { PushMount } from './PushMount';
import { SiteGateMount } from './SiteGateMount';
import { ServiceWorkerMount } from './ServiceWorkerMount';
import { InstallPromptMount } from './InstallPromptMount';
import { DownloadBarMount } from './DownloadBarMount';
import { AppUpgradeMount } from './AppUpgradeMount';
import { TrackingMount } from './TrackingMount';
import { withKeptParams } from '../lib/landing/kept-params';

// The request layer already shows errors (doc A §8); a retry would show them twice.
const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

// doc E §4: the kept query parameters follow every in-app navigation, links and navigate() alike (decision 040).
// A link's href attribute stays as rendered: the prerender cannot know the address's query.
// Each new entry is marked as the app's, so Back knows it may go back (decision 061).
const carryKeptParams: AroundNavHandler = (navigate, to, options) => navigate(withKeptParams(to, location.search), markInApp(options));

interface AppProps {
  settings: SiteSettings;
  /** On the platform's prerender: the path to render (there is no browser location). */
  ssrPath?: string;
  /** What the platform drew into the prerendered home: the carousel's first image, the news line (decision 043). */
  homeFirstPaint?: HomeFirstPaint | null;
}

export function App({ settings: initialSettings, ssrPath, homeFirstPaint = null }: AppProps) {
  const t = useT();
  // The gate refreshes the settings when the tab comes back (doc A §9): every screen gets the fresh ones.
  const [settings, setSettings] = useState(initialSettings);
  // One client per app, so prerenders on the platform never share a cache.
  const [queryClient] = useState(makeQueryClient);
  return (
    <SiteSettingsContext.Provider value={settings}>
      <HomeFirstPaintContext.Provider value={homeFirstPaint}>
        <QueryClientProvider client={queryClient}>
          <a className="skip-link" href="#main">
            {t('common.skip_to_content')}
          </a>
          <Router base={BASE} aroundNav={carryKeptParams} {...(ssrPath ? { ssrPath } : {})}>
            <Frame />
            {/* app layer (decision 037): after hydration, lazy; the bar reads the route */}
            <DownloadBarMount />
            <AppUpgradeMount />
          </Router>
          <OverlayHost />
          <NotifyHost />
          <SessionEffects />
          <MiniGameMount />
          <PushMount />
          <SiteGateMount onSettings={setSettings} />
          <ServiceWorkerMount />
          <InstallPromptMount />
          <TrackingMount />
        </QueryClientProvider>
      </HomeFirstPaintContext.Provider>
    </SiteSettingsContext.Provider>
  );
}
