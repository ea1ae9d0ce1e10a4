import { useState } from 'react';
import { createSubmitGuard, RESUBMIT_LOCK_MS } from './submit-guard';

/**
 * The one submit guard of the app's forms (doc A §4, §5, §9): one submit at a time, and a second one
 * within RESUBMIT_LOCK_MS of the last is ignored. `pending` names what runs (a form may run a "send
 * code" and a "sign in" through the same guard), null when nothing does.
 */
export function useGuardedSubmit<Kind extends string = 'submit'>(lockMs = RESUBMIT_LOCK_MS) {
  const [guard] = useState(() => createSubmitGuard(Date.now, lockMs));
  const [pending, setPending] = useState<Kind | null>(null);

  /** Runs `work` unless the guard is closed; false when it was ignored. */
  async function run(kind: Kind, work: () => Promise<void>): Promise<boolean> {
    if (!guard.tryStart()) return false;
    setPending(kind);
    try {
      await work();
    } finally {
      guard.finish();
      setPending(null);
    }
    return true;
  }

  return { run, pending, isOpen: guard.isOpen };
}
