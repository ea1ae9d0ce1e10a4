import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the platform's prerender and during hydration, true once React runs the page: a
 * prerendered form must not be submittable before its handlers exist (the browser would submit
 * it natively, credentials and all).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
