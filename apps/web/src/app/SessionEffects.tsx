import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { events } from '../lib/events/app-events';
import { forgetSavedLoginOfAnother } from '../features/sign-in/model/saved-login-slot';

/**
 * What happens on sign-in and sign-out beyond the screen that caused it (doc A §4 "On login"):
 * the rank progress is fetched into the app's cache as soon as a member signs in, by any route,
 * so home shows it at once; a saved login of another member on this device is forgotten, whichever
 * way this one came in (decision 023); on sign-out every member-only answer is dropped. Push binding
 * subscribes here in a later issue; the mini-game widget mounts beside it (MiniGameMount). Renders nothing.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = [
      events.on('signed-in', ({ session }) => {
        // Synchronously, so a "remember password" save of this sign-in waits for it (remember.ts).
        void forgetSavedLoginOfAnother(session.userName);
        // Imported on demand: a visitor's first screen never needs it.
        void import('../features/vip/api/get-rank-progress')
          .then(({ rankProgressQueryOptions }) => queryClient.prefetchQuery(rankProgressQueryOptions(session.token)))
          .catch(() => undefined);
      }),
      events.on('signed-out', () => queryClient.removeQueries({ queryKey: ['vip'] })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
  return null;
}
