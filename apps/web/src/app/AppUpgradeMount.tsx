import { lazy, Suspense } from 'react';
import { nativeApp } from '../lib/native/user-agent';
import { useHydrated } from '../lib/use-hydrated';

const AppUpgrade = lazy(() => import('../features/app-upgrade/components/AppUpgrade'));

/**
 * Doc E §4: the app-upgrade modal, only inside the native wrapper; its chunk never loads in a
 * browser, and never before hydration.
 */
export function AppUpgradeMount() {
  const hydrated = useHydrated();
  if (!hydrated || nativeApp() === null) return null;
  return (
    <Suspense fallback={null}>
      <AppUpgrade />
    </Suspense>
  );
}
