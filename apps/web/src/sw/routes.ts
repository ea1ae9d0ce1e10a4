/** How the worker answers one request (decision 035). Anything not named here goes to the network untouched. */
export type RequestRoute = 'navigation' | 'asset' | 'pass';

export interface RequestFacts {
  url: URL;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

const SHELL = '/m/';
const ASSETS = '/m/assets/';

/**
 * Only the web app's own pages and its hashed files are the worker's business. The platform's API
 * (`/wps/*`), the development and identity pages, other origins and every non-GET request are never
 * answered from a cache: a balance, a session or a status must always be the platform's.
 */
export function routeOf({ url, method, mode, origin }: RequestFacts): RequestRoute {
  if (method !== 'GET' || url.origin !== origin) return 'pass';
  if (mode === 'navigate') return url.pathname.startsWith(SHELL) || url.pathname === '/m' ? 'navigation' : 'pass';
  return url.pathname.startsWith(ASSETS) ? 'asset' : 'pass';
}
