import { useCallback, useEffect, useState } from 'react';

/** doc A §9: the resend countdown is refreshed every 500 ms (a second tick can skip a number). */
export const COUNTDOWN_REFRESH_MS = 500;

/**
 * A resend countdown measured against the clock, not by counting ticks: a phone that throttles
 * a background tab's timers still shows the right number when the tab comes back.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + Math.max(0, seconds) * 1000);
  }, []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
