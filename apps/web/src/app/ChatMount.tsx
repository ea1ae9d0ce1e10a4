import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { chatEnabled } from '../lib/chat/chat-access';
import { useSiteSettings } from '../lib/site/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { chatShownOn } from './chat-placement';

const ChatButton = lazy(() => import('../features/chat/components/ChatButton'));

/**
 * Doc E §2/§4 Chat: the chat button when the merchant's chat flag is on and its vendor is
 * configured. Its chunk (and its strings) load after hydration, never on a first load's path.
 */
export function ChatMount() {
  const settings = useSiteSettings();
  const hydrated = useHydrated();
  const [location] = useLocation();
  if (!hydrated || !chatEnabled(settings) || !chatShownOn(location)) return null;
  return (
    <Suspense fallback={null}>
      <ChatButton />
    </Suspense>
  );
}
