import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the platform's prerender and during hydration, true once React runs the page: a
 * prerendered form must not be submittable before its handlers exist (the browser would submit
 * it natively, credentials and all).
 *
 * The switch to true is deferred: React re-renders every reader in one synchronous pass right
 * after hydration when the store's two snapshots differ, and on home that pass (the doc E mounts
 * and sections it reveals) was an 80 ms task on a 4× slowed phone (decision 043). Deferred, that
 * pass keeps the old value and the real one renders as a transition, in slices. A component
 * mounted later reads true at once.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    ),
  );
}
