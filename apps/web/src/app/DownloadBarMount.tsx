import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../lib/use-hydrated';
import { routeFor } from './route-table';

const DownloadLayer = lazy(() => import('../features/download-bar/components/DownloadLayer'));

/**
 * Doc E §4: the download bar and the download-image popups on the home pages only (decision 037),
 * loaded after hydration so home's first load and its prerender do not change.
 */
export function DownloadBarMount() {
  const [path] = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || routeFor(path).screen !== 'home') return null;
  return (
    <Suspense fallback={null}>
      <DownloadLayer />
    </Suspense>
  );
}
