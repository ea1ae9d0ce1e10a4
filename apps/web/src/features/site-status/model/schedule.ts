/** doc A §9: first check at 1.5 s, again whenever the tab becomes visible, and hourly. */
export const FIRST_CHECK_MS = 1500;
export const CHECK_EVERY_MS = 3_600_000;
/** doc A §9: the settings refresh on tab return waits out rapid switching. */
export const SETTINGS_DEBOUNCE_MS = 300;

export interface ScheduleOptions {
  /** The status and update check. */
  check: () => void;
  /** The settings refresh on tab return (debounced). */
  refreshSettings?: () => void;
  /** ms already elapsed since the app started (the gate loads after start): the first check keeps to 1.5 s. */
  elapsedMs?: number;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** Starts the gate's timers; returns a stop function that clears every timer and listener. */
export function startSchedule({ check, refreshSettings, elapsedMs = 0, doc = document }: ScheduleOptions): () => void {
  const first = setTimeout(check, Math.max(0, FIRST_CHECK_MS - elapsedMs));
  const hourly = setInterval(check, CHECK_EVERY_MS);
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') return;
    check();
    if (refreshSettings) {
      clearTimeout(debounce);
      debounce = setTimeout(refreshSettings, SETTINGS_DEBOUNCE_MS);
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
    clearTimeout(debounce);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
