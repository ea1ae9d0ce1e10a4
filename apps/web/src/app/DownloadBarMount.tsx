import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../lib/use-hydrated';
import { TurnTaken, useIdleTurn } from '../lib/idle-turns';
import { routeFor } from './route-table';

const DownloadLayer = lazy(() => import('../features/download-bar/components/DownloadLayer'));

/**
 * Doc E §4: the download bar and the download-image popups on the home pages only (decision 037),
 * loaded in their idle turn after hydration (lib/idle-turns.ts), so home's first load (its sections
 * come first) and its prerender do not change.
 */
export function DownloadBarMount() {
  const [path] = useLocation();
  const hydrated = useHydrated();
  const onHome = hydrated && routeFor(path).screen === 'home';
  const { turn, done } = useIdleTurn(onHome);
  if (!onHome || !turn) return null;
  return (
    <Suspense fallback={null}>
      <DownloadLayer />
      <TurnTaken done={done} />
    </Suspense>
  );
}
