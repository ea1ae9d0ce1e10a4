/**
 * doc E §4 (E4.82, E4.83): query parameters kept across in-app navigation. The router re-appends the
 * ones of the current address to every in-app destination that does not set them itself (app/App.tsx).
 */
export const KEPT_PARAMS = ['affiliateCode', 'referralCode', 'r', 'inApp', 'fbclid', 'gclid', 'ttclid', 'kwaiclid', 'bbg', 'isBgeTest', 'cid'] as const;

export function withKeptParams(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const hash = to.indexOf('#');
  const [path = '', query = ''] = (hash < 0 ? to : to.slice(0, hash)).split('?');
  const next = new URLSearchParams(query);
  let added = false;
  for (const name of KEPT_PARAMS) {
    const value = current.get(name);
    if (value !== null && !next.has(name)) {
      next.set(name, value);
      added = true;
    }
  }
  if (!added) return to;
  return `${path}?${next.toString()}${hash < 0 ? '' : to.slice(hash)}`;
}

const KEY = 'MC_KEPT_PARAMS';

/**
 * A page loaded without the router (a tap before hydration, a reload of a plain address) gets the
 * tab's kept parameters back in its address; the ones it carries become the tab's. Runs at boot (main.tsx), before the router reads the address.
 */
export function keepParamsAcrossPages(store: Storage = sessionStorage): void {
  try {
    const here = new URLSearchParams(location.search);
    const kept = new URLSearchParams(store.getItem(KEY) ?? '');
    for (const name of KEPT_PARAMS) {
      const value = here.get(name);
      if (value !== null) kept.set(name, value);
    }
    store.setItem(KEY, kept.toString());
    const address = `${location.pathname}${location.search}${location.hash}`;
    const next = withKeptParams(address, kept.toString());
    if (next !== address) history.replaceState(history.state, '', next);
  } catch {
    // storage unavailable: in-app navigation still carries them (app/App.tsx)
  }
}
