/**
 * Longest a solve may take before it counts as failed: 30 s, or more for a harder challenge (the
 * platform raises the difficulty under attack, decision 041) at 20k hashes a second, a slow phone's pace.
 */
const SOLVE_TIMEOUT_MS = 30_000;
const timeoutFor = (max: number) => Math.max(SOLVE_TIMEOUT_MS, max / 20);

export type Solver = (challenge: string, salt: string, max: number, onProgress?: (done: number) => void) => Promise<number | null>;

type WorkerAnswer = { number: number | null } | { progress: number };

/** Solves in a fresh module worker (off the main thread), ended when done, failed or timed out. */
export const solveInWorker: Solver = (challenge, salt, max, onProgress) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solve-worker.ts', import.meta.url), { type: 'module' });
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('human verification timed out'));
    }, timeoutFor(max));
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      if ('progress' in event.data) {
        onProgress?.(event.data.progress);
        return;
      }
      done();
      resolve(event.data.number);
    };
    worker.onerror = (event) => {
      done();
      reject(new Error(event.message || 'human verification worker failed'));
    };
    worker.postMessage({ challenge, salt, max });
  });
