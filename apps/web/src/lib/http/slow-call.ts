import { showLoading } from '../notify/notify.ts';

/**
 * doc A §9 / doc E §9 "Loading toasts 5 to 10 s" (decision 058): a call the person is waiting on
 * that has not answered after 5 s shows a loading toast; at 10 s its words change to say it is taking
 * longer than usual. It goes when the call settles (the 30 s time-out settles every call), or when an
 * error anywhere hides the loading indicators (doc A §8).
 */
export const SLOW_CALL_MS = 5000;
export const VERY_SLOW_CALL_MS = 10_000;

export function watchSlowCall(call: Promise<unknown>): void {
  let hide: (() => void) | null = null;
  const show = (messageKey: string) => {
    hide?.();
    hide = showLoading({ messageKey });
  };
  const slow = setTimeout(() => show('common.slow_call'), SLOW_CALL_MS);
  const verySlow = setTimeout(() => show('common.very_slow_call'), VERY_SLOW_CALL_MS);
  const stop = () => {
    clearTimeout(slow);
    clearTimeout(verySlow);
    hide?.();
  };
  call.then(stop, stop);
}
