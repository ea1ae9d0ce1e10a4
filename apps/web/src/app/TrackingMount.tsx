import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const Tracking = lazy(() => import('../features/tracking/components/Tracking'));

/** How long an untouched page waits before the tracking layer loads (decision 040). */
const UNTOUCHED_MS = 3000;

/**
 * Doc E §3's tracking layer (decision 040): its chunk loads after hydration, at the person's first
 * touch, key or scroll or after UNTOUCHED_MS, so it is never part of a first load (/m/login, /m/home
 * budgets); the pixels it may load wait further (idle, consent, never /m/login's first load).
 */
export function TrackingMount() {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const want = () => setWanted(true);
    const timer = setTimeout(want, UNTOUCHED_MS);
    const types = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const type of types) addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of types) removeEventListener(type, want, { capture: true });
    };
  }, [hydrated]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Tracking />
    </Suspense>
  );
}
