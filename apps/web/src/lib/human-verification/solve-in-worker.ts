/** Longest a solve may take before it counts as failed (a cheap phone needs well under a second). */
const SOLVE_TIMEOUT_MS = 30_000;

export type Solver = (challenge: string, salt: string, max: number) => Promise<number | null>;

/** Solves in a fresh module worker, ended when done, failed or timed out. */
export const solveInWorker: Solver = (challenge, salt, max) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solve-worker.ts', import.meta.url), { type: 'module' });
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('human verification timed out'));
    }, SOLVE_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      done();
      resolve(event.data.number);
    };
    worker.onerror = (event) => {
      done();
      reject(new Error(event.message || 'human verification worker failed'));
    };
    worker.postMessage({ challenge, salt, max });
  });
