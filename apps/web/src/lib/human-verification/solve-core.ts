/** How many hashes between checks for cancellation (and between yields to the worker's event loop). */
const BATCH = 1000;
/** Progress is reported every this many batches: often enough for a smooth bar, rarely enough to cost nothing. */
const REPORT_EVERY = 20;

import { sha256 } from './sha256';

const bytesOfHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  const target = bytesOfHex(challenge.toLowerCase());
  const digest = new Uint8Array(32);
  for (let start = 0; start <= max; start += BATCH) {
    // Between batches the worker reads its messages (a cancel), so a batch is the longest it ignores one.
    if (start > 0) await nextTask();
    if (cancelled()) return null;
    if (start > 0 && (start / BATCH) % REPORT_EVERY === 0) onProgress(start / (max + 1));
    const end = Math.min(max, start + BATCH - 1);
    for (let n = start; n <= end; n++) {
      if (sameBytes(sha256(encoder.encode(salt + n), digest), target)) return n;
    }
  }
  return null;
}
