import { lazy, Suspense, useEffect, useState } from 'react';
import type { Arrival } from '../features/install-prompt/model/engine';
import { isInitialPromptPath } from '../features/install-prompt/model/paths';
import { events } from '../lib/events/app-events';
import { getSession } from '../lib/session/session-store';
import { useHydrated } from '../lib/use-hydrated';
import { takeIdleTurn, TurnTaken } from '../lib/idle-turns';
import { afterLoad } from '../lib/after-load';

const InstallPrompt = lazy(() => import('../features/install-prompt/components/InstallPrompt'));

/**
 * Doc E §4's install prompt (decision 036): its engine, strings and looks are one chunk, loaded when
 * something can show it — on a home path or with a session in its idle turn (lib/idle-turns.ts)
 * once the page has loaded, else on sign-in or registration, whose events are handed to it (they
 * happened before it listened). A visitor's /m/login and /m/home first loads do not include it;
 * index.html's inline script keeps the browser's install event meanwhile.
 */
export function InstallPromptMount() {
  const hydrated = useHydrated();
  const [arrivals, setArrivals] = useState<readonly Arrival[] | null>(null);
  // What gives the idle turn back once the prompt's chunk has rendered (nothing when events brought it).
  const [turnDone, setTurnDone] = useState<() => void>(() => () => undefined);
  const loaded = arrivals !== null;
  useEffect(() => {
    if (!hydrated || loaded) return;
    const arrive = (why: Arrival) => () => setArrivals((known) => known ?? [why]);
    const inTurn = (done: () => void) => {
      setTurnDone(() => done);
      setArrivals((known) => known ?? []);
    };
    const cancel = getSession() || isInitialPromptPath(location.pathname) ? afterLoad(() => takeIdleTurn(inTurn)) : () => {};
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
      <TurnTaken done={turnDone} />
    </Suspense>
  );
}
