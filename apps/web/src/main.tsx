import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LANGUAGES } from '@portico/contract/languages';
import { fetchSiteSettings } from './lib/site/site-settings';
import { applyLook } from './lib/site/look';
import { i18n, initI18n } from './lib/i18n/i18n';
import { I18nProvider } from './lib/i18n/react';
import { getSession } from './lib/session/session-store';
import { readHomeFirstPaint } from './lib/site/home-poster';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { screens } from './app/route-table';
import { screenOnArrival } from './app/route-guard';
import { OverlayHost } from './app/shell/OverlayHost';
import { dismissSplash } from './lib/splash/splash';
import { onDomainNotAvailable } from './lib/http/error-policy';
import { keepParamsAcrossPages } from './lib/landing/kept-params';
import { captureClickIds } from './lib/landing/click-id-capture';
import { yieldToBrowser } from './lib/yield-to-browser';

async function boot() {
  // doc E §4 (decision 040): before anything reads the address, and before a tap can leave the page.
  keepParamsAcrossPages();
  captureClickIds();
  // Evaluating the app's modules was one task; the boot's own work (settings, strings, the screen's
  // chunk) starts a new one, so the two never add up to one long task on a slow phone (issue 18).
  await yieldToBrowser();
  const container = document.getElementById('root') as HTMLElement;
  // The screen's chunk downloads while settings and strings load, not after the first render
  // (the login screen's when the guard will send this visitor to sign in).
  const screen = screens[screenOnArrival(location.pathname, location.search, getSession())]().catch(() => undefined);
  try {
    // Settings decide the languages on offer, so they come before the strings.
    const settings = await fetchSiteSettings();
    applyLook(settings);
    const [language] = await Promise.all([
      initI18n({ supported: settings.languages, defaultLanguage: settings.defaultLanguage }),
      screen,
    ]);
    const app = (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App settings={settings} homeFirstPaint={readHomeFirstPaint()} />
        </I18nProvider>
      </StrictMode>
    );
    // The platform prerendered the signed-out screen in the language it guessed: take it over
    // in place when that is what this visitor gets, else draw afresh (see index.html).
    // As a transition, hydration yields to the browser every few milliseconds instead of taking the
    // page over in one long task, and a tap on the prerendered screen is handled first (issue 18).
    if (container.dataset.prerendered === language && !getSession()) startTransition(() => void hydrateRoot(container, app));
    else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
    delete container.dataset.prerendered;
  } catch {
    await initI18n({ supported: [...LANGUAGES], defaultLanguage: 'EN' });
    container.replaceChildren();
    createRoot(container).render(
      <I18nProvider i18n={i18n}>
        <BootError />
        {/* The domain modal may still be asked for (a failed settings call). */}
        <OverlayHost />
      </I18nProvider>,
    );
    delete container.dataset.prerendered;
  } finally {
    // After the render is committed: the splash lifts off a drawn screen.
    requestAnimationFrame(dismissSplash);
  }
}

// After start, off the first load: a failing domain opens the domain-unreachable modal, and the
// device id is resolved (its frame and fingerprint chunk) before any form needs it (decision 018).
// It starts after the site gate's first check (its chunk at 1 s, the check at 1.5 s), so the two
// chunks and the schemas they bring are never evaluated in one task (issue 18); a form sent sooner
// resolves the id itself.
const DEVICE_ID_AFTER_MS = 2500;
onDomainNotAvailable((error) => void import('./features/domains/handle-domain-not-available').then((m) => m.handleDomainNotAvailable(error)));
void boot().then(() => setTimeout(() => void import('./lib/device/device-id').then((m) => m.getLoginDeviceId()), DEVICE_ID_AFTER_MS));
