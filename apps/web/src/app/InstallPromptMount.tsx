import { lazy, Suspense, useEffect, useState } from 'react';
import type { Arrival } from '../features/install-prompt/model/engine';
import { isInitialPromptPath } from '../features/install-prompt/model/paths';
import { events } from '../lib/events/app-events';
import { getSession } from '../lib/session/session-store';
import { useHydrated } from '../lib/use-hydrated';

const InstallPrompt = lazy(() => import('../features/install-prompt/components/InstallPrompt'));

/** After the page has loaded and the browser is idle: the prompt never competes with the first screen. */
function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * Doc E §4's install prompt (decision 036): its engine, strings and looks are one chunk, loaded when
 * something can show it — on a home path or with a session once the page is idle, else on sign-in or
 * registration, whose events are handed to it (they happened before it listened). A visitor's
 * /m/login and /m/home first loads do not include it; index.html's inline script keeps the
 * browser's install event meanwhile.
 */
export function InstallPromptMount() {
  const hydrated = useHydrated();
  const [arrivals, setArrivals] = useState<readonly Arrival[] | null>(null);
  const loaded = arrivals !== null;
  useEffect(() => {
    if (!hydrated || loaded) return;
    const arrive = (why: Arrival) => () => setArrivals((known) => known ?? [why]);
    const cancel = getSession() || isInitialPromptPath(location.pathname) ? whenIdle(() => setArrivals((known) => known ?? [])) : () => {};
    const off = [events.on('signed-in', arrive('signed-in')), events.on('registered', arrive('registered'))];
    return () => {
      cancel();
      off.forEach((stop) => stop());
    };
  }, [hydrated, loaded]);
  if (!arrivals) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt arrivals={arrivals} />
    </Suspense>
  );
}
