import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const Tracking = lazy(() => import('../features/tracking/components/Tracking'));

/**
 * Doc E §3's tracking layer (decision 040): its chunk loads after hydration on every page, so no
 * first load grows; the pixels it may load wait further (idle, consent, never /m/login's first load).
 */
export function TrackingMount() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Tracking />
    </Suspense>
  );
}
