/** How many hashes between checks for cancellation (and between yields to the worker's event loop). */
const BATCH = 1000;
/** Progress is reported every this many batches: often enough for a smooth bar, rarely enough to cost nothing. */
const REPORT_EVERY = 20;

const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The ALTCHA proof of work: the number n in 0..max with hex(SHA-256(salt + n)) === challenge, or
 * null when there is none (or `cancelled` says stop). Runs in the solving worker; kept apart so
 * it can be tested without one.
 */
export async function findNumber(
  challenge: string,
  salt: string,
  max: number,
  cancelled: () => boolean = () => false,
  onProgress: (done: number) => void = () => {},
): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += BATCH) {
    if (cancelled()) return null;
    if (start > 0 && (start / BATCH) % REPORT_EVERY === 0) onProgress(start / (max + 1));
    const end = Math.min(max, start + BATCH - 1);
    for (let n = start; n <= end; n++) {
      const digest = await crypto.subtle.digest('SHA-256', encoder.encode(salt + n));
      if (hex(digest) === challenge) return n;
    }
  }
  return null;
}
