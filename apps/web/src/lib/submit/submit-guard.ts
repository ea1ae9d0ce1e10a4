/** doc A §4, §9: a second registration submit within 500 ms is ignored. */
export const REGISTER_RESUBMIT_MS = 500;

export interface SubmitGuard {
  /** true when a submit may start now (none running, and 500 ms since the last one ended). */
  tryStart(): boolean;
  /** The submit ended (either way): the next one is accepted after the lock. */
  finish(): void;
}

export function createSubmitGuard(now: () => number = Date.now, lockMs = REGISTER_RESUBMIT_MS): SubmitGuard {
  let running = false;
  let lockedUntil = 0;
  return {
    tryStart() {
      if (running || now() < lockedUntil) return false;
      running = true;
      // Also from the start: two taps in the same frame never both get through.
      lockedUntil = now() + lockMs;
      return true;
    },
    finish() {
      running = false;
      lockedUntil = now() + lockMs;
    },
  };
}
