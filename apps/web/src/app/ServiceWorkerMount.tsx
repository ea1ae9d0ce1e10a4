import { useEffect } from 'react';
import { languageDir, languageTag } from '@portico/contract/language-tags';
import { useCurrentLanguage } from '../lib/i18n/i18n';
import { useT } from '../lib/i18n/keys';
import { useSiteSettings } from '../lib/site/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { afterLoad } from '../lib/after-load';

/** After the page has loaded and gone quiet: the worker must never compete with the first screen. */
function afterLoadAndIdle(run: () => void): () => void {
  return afterLoad(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 1_000);
    return () => clearTimeout(timer);
  });
}

/**
 * The one service worker (decision 035): registered once the page is interactive (its module is
 * its own small chunk), and told the offline page's words in the language on screen.
 */
export function ServiceWorkerMount() {
  const hydrated = useHydrated();
  const { merchantCode } = useSiteSettings();
  const language = useCurrentLanguage();
  const t = useT();
  const message = t('common.network_offline');
  const retry = t('common.retry');

  useEffect(() => {
    if (!hydrated || !import.meta.env.PROD) return;
    return afterLoadAndIdle(() => {
      void import('../lib/pwa/service-worker').then(({ registerServiceWorker }) =>
        registerServiceWorker({ merchantCode, env: import.meta.env.MODE }),
      );
    });
  }, [hydrated, merchantCode]);

  useEffect(() => {
    if (!hydrated || !import.meta.env.PROD) return;
    const strings = { lang: languageTag(language), dir: languageDir(language), title: document.title, message, retry };
    return afterLoadAndIdle(() => {
      void import('../lib/pwa/service-worker').then(({ sendOfflineStrings }) => sendOfflineStrings(strings));
    });
  }, [hydrated, language, message, retry]);

  return null;
}
