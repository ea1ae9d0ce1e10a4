import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { chatEnabled } from '../lib/chat/chat-access';
import { useSiteSettings } from '../lib/site/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { TurnTaken, useIdleTurn } from '../lib/idle-turns';
import { chatShownOn } from './chat-placement';

const ChatButton = lazy(() => import('../features/chat/components/ChatButton'));

/**
 * Doc E §2/§4 Chat: the chat button when the merchant's chat flag is on and its vendor is
 * configured. Its chunk (and its strings) load in its idle turn after hydration (lib/idle-turns.ts):
 * after the page's own first load and its home sections (e2e/budget.spec.ts), never on a first load's path.
 */
export function ChatMount() {
  const settings = useSiteSettings();
  const hydrated = useHydrated();
  const [location] = useLocation();
  const shown = hydrated && chatEnabled(settings) && chatShownOn(location);
  const { turn, done } = useIdleTurn(shown);
  if (!shown || !turn) return null;
  return (
    <Suspense fallback={null}>
      <ChatButton />
      <TurnTaken done={done} />
    </Suspense>
  );
}
