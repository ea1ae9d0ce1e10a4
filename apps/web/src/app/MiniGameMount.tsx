import { lazy, Suspense } from 'react';
import { miniGameVariant } from '../features/mini-game/model/variant';
import { useSession } from '../lib/session/use-session';
import { useSiteSettings } from '../lib/site/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { TurnTaken, useIdleTurn } from '../lib/idle-turns';

const MiniGameWidget = lazy(() => import('../features/mini-game/components/MiniGameWidget'));

/**
 * Doc E §4: the mini-game widget for signed-in members of a merchant with LOTTMINIGAME3 or
 * SEALOTTMINIGAME3; the session hook mounts it on sign-in and removes it on sign-out. Its chunk
 * loads only then, in its idle turn after hydration (lib/idle-turns.ts), never on a visitor's first load.
 */
export function MiniGameMount() {
  const session = useSession();
  const { whitelabel } = useSiteSettings();
  const hydrated = useHydrated();
  const variant = miniGameVariant(whitelabel);
  const { turn, done } = useIdleTurn(hydrated && session !== null && variant !== null);
  if (!hydrated || !session || !variant || !turn) return null;
  return (
    <Suspense fallback={null}>
      <MiniGameWidget key={session.token} variant={variant} />
      <TurnTaken done={done} />
    </Suspense>
  );
}
