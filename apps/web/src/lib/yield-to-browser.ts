/**
 * Ends the current task and continues in a new one, so the browser can paint or handle a tap in
 * between: work split this way never adds up to one long task (issue 18). `scheduler.yield()` where
 * the browser has it (it resumes ahead of other queued tasks), else a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
