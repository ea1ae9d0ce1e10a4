/**
 * Runs `then` once the page has loaded (at once when it already has), for work that must never
 * compete with the first screen: the install prompt's idle turn, the service worker. Returns what
 * cancels it: before the load, the wait; after it, what `then` returned, if anything.
 */
export function afterLoad(then: () => (() => void) | void): () => void {
  let cancelled = false;
  let cancelThen: (() => void) | void;
  const run = () => {
    if (!cancelled) cancelThen = then();
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelThen?.();
  };
}
