import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { chatEnabled } from '../lib/chat/chat-access';
import { useSiteSettings } from '../lib/site/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { chatShownOn } from './chat-placement';

const ChatButton = lazy(() => import('../features/chat/components/ChatButton'));

/**
 * Doc E §2/§4 Chat: the chat button when the merchant's chat flag is on and its vendor is
 * configured. Its chunk (and its strings) load once the browser is idle after hydration: after the
 * page's own first load and its home sections (e2e/budget.spec.ts), never on a first load's path.
 */
export function ChatMount() {
  const settings = useSiteSettings();
  const hydrated = useHydrated();
  const [location] = useLocation();
  const idle = useIdleAfterHydration(hydrated);
  if (!idle || !chatEnabled(settings) || !chatShownOn(location)) return null;
  return (
    <Suspense fallback={null}>
      <ChatButton />
    </Suspense>
  );
}

/** True once the browser has been idle after hydration (at most 1.5 s later). */
function useIdleAfterHydration(hydrated: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!hydrated || idle) return undefined;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(id);
  }, [hydrated, idle]);
  return idle;
}
