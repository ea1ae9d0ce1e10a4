import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session/use-session';
import { useSiteSettings } from '../lib/site/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { TurnTaken, useIdleTurn } from '../lib/idle-turns';

const PushManager = lazy(() => import('../features/push/components/PushManager'));

/**
 * doc E §9 push, for members only (decision 038): the push chunk loads in its idle turn after hydration for a
 * signed-in member of a merchant with push on, never on a visitor's first load or on /m/login.
 */
export function PushMount() {
  const session = useSession();
  const { push } = useSiteSettings();
  const hydrated = useHydrated();
  const { turn, done } = useIdleTurn(hydrated && session !== null && push?.provider !== undefined && push.provider !== 'off');
  if (!hydrated || !session || !push || push.provider === 'off' || !turn) return null;
  return (
    <Suspense fallback={null}>
      <PushManager key={session.token} memberId={session.id} />
      <TurnTaken done={done} />
    </Suspense>
  );
}
