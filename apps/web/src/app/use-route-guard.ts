import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { events } from '../lib/events/app-events';
import { useSession } from '../lib/session/use-session';
import { useHydrated } from '../lib/use-hydrated';
import { guard, queryToken, withoutToken, type GuardOutcome, type LoginState } from './route-guard';
import { BASE, routeFor, type RouteEntry } from './route-table';

const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);

export interface GuardedRoute {
  entry: RouteEntry;
  /** Whether the screen may render now; false while the guard checks a token or redirects. */
  show: boolean;
}

/**
 * The route table's entry for the current address and its guard's outcome, carried out: redirects
 * (history replaced), the query token's check and its removal from the address bar, and the bus's
 * 'route-changed' once a screen is let through. Before hydration (and in the platform's prerender)
 * nobody can know the session: a member route waits, any other renders as for a visitor.
 */
export function useRouteGuard(): GuardedRoute {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  const hydrated = useHydrated();
  const entry = routeFor(path);
  const address = withQuery(path, search);

  // The visitor-only rule holds on arrival: a sign-in made on the login page stores the session
  // before its own routing has run (changePsw, a redirectUrl), which this must not cut short.
  const [arrival, setArrival] = useState({ address, session });
  if (arrival.address !== address) setArrival({ address, session });
  const sessionOnArrival = arrival.address === address ? arrival.session : session;

  const outcome: GuardOutcome = guard({ entry, path, search, session: entry.access === 'visitor' ? sessionOnArrival : session });
  const decision = JSON.stringify(outcome);
  // Not while a token is still in the address: the screen's own requests must not carry it as a referrer.
  const tokenInAddress = entry.access === 'member' && queryToken(search) !== null;

  useEffect(() => {
    if (!hydrated) return;
    // Replaces the entry, keeping every other parameter: the token is never bookmarked, shared or sent as a referrer.
    const dropToken = () => navigate(withQuery(path, withoutToken(search)), { replace: true });
    if (outcome.kind === 'check-token') {
      let current = true;
      void import('./sign-in-with-query-token')
        .then((m) => m.signInWithQueryToken(outcome.token))
        .catch(() => false)
        .then(() => current && dropToken());
      return () => {
        current = false;
      };
    }
    if (outcome.kind === 'redirect') {
      const state: LoginState | undefined = outcome.returnTo ? { returnTo: outcome.returnTo } : undefined;
      navigate(outcome.to, { replace: true, ...(state ? { state } : {}) });
    } else if (tokenInAddress) dropToken();
    return undefined;
    // `decision` stands for `outcome`; path and search are in it or in `address`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, decision, address]);

  const show = hydrated ? outcome.kind === 'render' && !tokenInAddress : entry.access !== 'member';
  useRouteChanged(show && hydrated, path, withoutToken(search));
  return { entry, show };
}

/** Announces each screen the guard lets through once, by its address under /m/ without a token. */
function useRouteChanged(shown: boolean, path: string, search: string) {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    const full = BASE + path;
    const address = withQuery(full, search);
    if (address === previous.current) return;
    events.emit('route-changed', { path: full, search, previous: previous.current });
    previous.current = address;
  }, [shown, path, search]);
}
