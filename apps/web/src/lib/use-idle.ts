import { useEffect, useState } from 'react';

/** Safari has no requestIdleCallback: a short timeout stands in for it there. */
const FALLBACK_MS = 200;
/** At the latest this long after mounting, idle or not: a busy page still gets its extras. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is first idle after this component mounted: for extras that must not
 * join the first load (home's budget counts what is requested before its sections start).
 */
export function useIdle(enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(done, FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [enabled, idle]);
  return idle;
}
