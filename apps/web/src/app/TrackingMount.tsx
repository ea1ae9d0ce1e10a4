import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { events } from '../lib/events/app-events';
import { TRACKED_BUS_EVENTS, type EarlyEvent } from '../features/tracking/model/early-events';
import { useHydrated } from '../lib/use-hydrated';
import { markDeferred } from '../lib/deferred-mark';

const Tracking = lazy(() => import('../features/tracking/components/Tracking'));

/** How long an untouched page waits before the tracking layer loads (decision 040). */
const UNTOUCHED_MS = 3000;

/**
 * Doc E §3's tracking layer (decision 040): its chunk loads after hydration, at the person's first
 * touch, focus, key or scroll or after UNTOUCHED_MS, so it is never part of a first load (/m/login,
 * /m/home budgets). Bus events from hydration until it listens are kept here and handed to it.
 */
export function TrackingMount() {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const early = useRef<EarlyEvent[]>([]);
  const stopKeeping = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!hydrated) return;
    const offs = TRACKED_BUS_EVENTS.map((type) => events.on(type, (payload) => early.current.push([type, payload] as EarlyEvent)));
    stopKeeping.current = () => offs.forEach((off) => off());
    const want = () => {
      // From here on, what loads is no longer the first load.
      markDeferred();
      setWanted(true);
    };
    const timer = setTimeout(want, UNTOUCHED_MS);
    const types = ['pointerdown', 'focusin', 'keydown', 'scroll'] as const;
    for (const type of types) addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      stopKeeping.current();
      for (const type of types) removeEventListener(type, want, { capture: true });
    };
  }, [hydrated]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Tracking
        takeEarly={() => {
          stopKeeping.current();
          return early.current.splice(0);
        }}
      />
    </Suspense>
  );
}
