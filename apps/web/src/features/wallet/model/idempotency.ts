import { randomId } from './random-id';

/**
 * The key of a money request (a deposit order, a withdrawal) kept until the platform has answered
 * it, in sessionStorage: a submit that lost its connection and is sent again — even after a
 * reload — carries the same key, so the platform answers the first order instead of making a
 * second one. A different request (another amount, channel or account) gets a new key.
 */
export function keyFor(scope: string, request: string): string {
  const storeKey = `portico.wallet.${scope}`;
  try {
    const stored = JSON.parse(sessionStorage.getItem(storeKey) ?? 'null') as { request: string; key: string } | null;
    if (stored?.request === request) return stored.key;
    const key = randomId();
    sessionStorage.setItem(storeKey, JSON.stringify({ request, key }));
    return key;
  } catch {
    return randomId();
  }
}

/** The platform answered: the next request is a new one. */
export function settleKey(scope: string): void {
  try {
    sessionStorage.removeItem(`portico.wallet.${scope}`);
  } catch {
    // Storage unavailable: keys were never kept.
  }
}
