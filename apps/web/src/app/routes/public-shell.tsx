import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/keys';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Public member-area screens are prerendered by the platform, which must not render a section that
 * suspends on feature strings (decision 027): until hydration they show the app's loading line.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const t = useT();
  if (!useHydrated()) {
    return (
      <main id="main" className="page">
        <p className="muted">{t('common.loading')}</p>
      </main>
    );
  }
  return children;
}
