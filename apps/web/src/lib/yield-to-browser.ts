type Yield = () => Promise<void>;

function schedulerYield(): Yield | null {
  const scheduler = (globalThis as { scheduler?: { yield?: Yield } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield.bind(scheduler) : null;
}

/**
 * Ends the current task and continues in a new one, so the browser can paint or handle a tap in
 * between: work split this way never adds up to one long task (issue 18). `scheduler.yield()` where
 * the browser has it (it resumes ahead of other queued tasks), else a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const yieldNow = schedulerYield();
  if (yieldNow) return yieldNow();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The same split, only where it costs no waiting: with `scheduler.yield()` the continuation runs
 * ahead of everything already queued; elsewhere the work carries on in this task (a timeout would
 * queue it behind timers and rendering). For work that must start promptly, like a request.
 */
export function yieldIfPrompt(): Promise<void> | undefined {
  return schedulerYield()?.();
}
