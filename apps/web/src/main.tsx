import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LANGUAGES } from '@portico/contract/languages';
import { fetchSiteSettings } from './lib/site/site-settings';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { screens, screenFor } from './app/routes';

async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The screen's chunk downloads while settings and strings load, not after the first render.
  const screen = screens[screenFor(location.pathname)]().catch(() => undefined);
  try {
    // Settings decide the languages on offer, so they come before the strings.
    const settings = await fetchSiteSettings();
    await Promise.all([initI18n({ supported: settings.languages, defaultLanguage: settings.defaultLanguage }), screen]);
    root.render(
      <StrictMode>
        <App settings={settings} />
      </StrictMode>,
    );
  } catch {
    await initI18n({ supported: [...LANGUAGES], defaultLanguage: 'EN' });
    root.render(<BootError />);
  }
}

void boot();
