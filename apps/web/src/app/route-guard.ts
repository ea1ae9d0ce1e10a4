import type { SessionInfo } from '@portico/contract/session';
import { HOME_PATH, LOGIN_PATH, relativePath, routeFor, type RouteEntry, type ScreenKey } from './route-table';

/** doc E §2: a member route takes its token from the query, as `token` or `tokens`. */
const TOKEN_PARAMS = ['token', 'tokens'] as const;

export type GuardOutcome =
  | { kind: 'render' }
  /** returnTo: the page asked for (path and query, no token), for after sign-in (decision 024). */
  | { kind: 'redirect'; to: string; returnTo: string | null }
  /** A query token to check with the platform before it becomes the session. */
  | { kind: 'check-token'; token: string };

export interface GuardInput {
  entry: RouteEntry;
  /** The path relative to /m/. */
  path: string;
  /** The query without its '?'. */
  search: string;
  session: SessionInfo | null;
}

/** The query's token (`token` first, then `tokens`), or null. */
export function queryToken(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of TOKEN_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** The query without token or tokens, other parameters kept in order (no '?'). */
export function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of TOKEN_PARAMS) params.delete(name);
  return params.toString();
}

const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);

/**
 * What a route's access asks for (doc E §2), given the session and the query:
 *   any      → render
 *   visitor  → render; a member goes home
 *   member   → a query token the session does not already hold is checked first; with a session,
 *              render; without one, the route's signedOutTo (feedback → home) or /m/login,
 *              remembering the page to come back to after signing in.
 */
export function guard({ entry, path, search, session }: GuardInput): GuardOutcome {
  if (entry.access === 'any') return { kind: 'render' };
  if (entry.access === 'visitor') return session ? { kind: 'redirect', to: HOME_PATH, returnTo: null } : { kind: 'render' };
  const token = queryToken(search);
  if (token && token !== session?.token) return { kind: 'check-token', token };
  if (session) return { kind: 'render' };
  if (entry.signedOutTo) return { kind: 'redirect', to: entry.signedOutTo, returnTo: null };
  return { kind: 'redirect', to: LOGIN_PATH, returnTo: withQuery(path, withoutToken(search)) };
}

/** The history state the guard leaves on /m/login, so the address stays /m/login (decision 024). */
export interface LoginState {
  returnTo: string;
}

/**
 * The page to return to after signing in, read from the login page's history state: only a
 * member route of the table, as a path under /m/ (never another origin, never a token).
 */
export function returnTarget(state: unknown): string | null {
  const returnTo = (state as Partial<LoginState> | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  const url = new URL(returnTo, 'https://app.invalid');
  if (routeFor(url.pathname).access !== 'member' || url.pathname !== returnTo.split('?')[0]) return null;
  return withQuery(url.pathname, withoutToken(url.search.slice(1)));
}

/** The screen an address will show once its guard has run: what the boot preloads (main.tsx). */
export function screenOnArrival(pathname: string, search: string, session: SessionInfo | null): ScreenKey {
  const path = relativePath(pathname);
  const entry = routeFor(path);
  const outcome = guard({ entry, path, search: search.replace(/^\?/, ''), session });
  if (outcome.kind === 'redirect') return routeFor(outcome.to).screen;
  return entry.screen;
}
