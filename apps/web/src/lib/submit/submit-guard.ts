/** doc A §4, §5, §9: a second sign-in or registration submit within 500 ms of the last is ignored. */
export const RESUBMIT_LOCK_MS = 500;

export interface SubmitGuard {
  /** true when a submit may start now (none running, and 500 ms since the last one ended). */
  tryStart(): boolean;
  /** Whether tryStart would accept now (without starting). */
  isOpen(): boolean;
  /** The submit ended (either way): the next one is accepted after the lock. */
  finish(): void;
}

export function createSubmitGuard(now: () => number = Date.now, lockMs = RESUBMIT_LOCK_MS): SubmitGuard {
  let running = false;
  let lockedUntil = 0;
  const isOpen = () => !running && now() >= lockedUntil;
  return {
    isOpen,
    tryStart() {
      if (!isOpen()) return false;
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
