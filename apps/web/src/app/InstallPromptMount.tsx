import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const InstallPrompt = lazy(() => import('../features/install-prompt/components/InstallPrompt'));

/**
 * Doc E §4's install prompt (decision 036): its engine, strings and looks are one chunk loaded after
 * hydration, so the first load of /m/login and /m/home does not grow; index.html's inline script has
 * kept the browser's install event for it meanwhile.
 */
export function InstallPromptMount() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}
