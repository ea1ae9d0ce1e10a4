import { lazy, Suspense } from 'react';
import { chatEnabled } from '../lib/chat/chat-access';
import { useSiteSettings } from '../lib/site/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { TurnTaken, useIdleTurn } from '../lib/idle-turns';

const ChatButton = lazy(() => import('../features/chat/components/ChatButton'));

/**
 * Doc E §2/§4 Chat: the chat button in the top bar (decision 062) when the merchant's chat flag is on
 * and its vendor is configured. Its place is kept from the first paint, so the bar never shifts; its
 * chunk (and its strings) load in its idle turn after hydration (lib/idle-turns.ts), never on a first
 * load's path (e2e/budget.spec.ts).
 */
export function ChatMount() {
  const settings = useSiteSettings();
  const hydrated = useHydrated();
  const enabled = chatEnabled(settings);
  const { turn, done } = useIdleTurn(hydrated && enabled);
  if (!enabled) return null;
  return (
    <span className="top-bar__slot">
      {hydrated && turn ? (
        <Suspense fallback={null}>
          <ChatButton />
          <TurnTaken done={done} />
        </Suspense>
      ) : null}
    </span>
  );
}
