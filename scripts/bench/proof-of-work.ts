// The built-in proof of work's cost (decision 041): a bot's CPU per account in Node at the quiet and
// at the attack difficulty, and what a person waits at quiet on a cheap phone (Node's time ×4, the
// CPU throttling Lighthouse applies for a mobile). Also the ASN table's load time and memory.
import { createHash } from 'node:crypto';
import { DEFAULT_DIFFICULTY, MAX_DIFFICULTY } from '../../apps/server/src/captcha/difficulty-bounds.ts';
import { loadAsnDb } from '../../apps/server/src/abuse/asn-db.ts';
import { findNumber } from '../../apps/web/src/lib/human-verification/solve-core.ts';

/** Lighthouse's mobile CPU slowdown. */
const CHEAP_PHONE = 4;
const SALT = '0123456789abcdef0123456789abcdef?expires=1900000000&m=DEMO&f=registration&a=0123456789abcdef&';

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** CPU ms per hash as a bot computes them: Node's native, synchronous SHA-256 (the fastest way in Node). */
function botMsPerHash(hashes: number): number {
  const before = process.cpuUsage();
  for (let n = 0; n < hashes; n += 1) createHash('sha256').update(SALT + n).digest('hex');
  return cpuMs(before) / hashes;
}

/** CPU ms per hash as the web app's worker computes them (solve-core: SHA-256 in JavaScript, synchronous per batch). */
async function browserMsPerHash(hashes: number): Promise<number> {
  const before = process.cpuUsage();
  // A challenge no number matches: the search runs through all of 0..hashes-1.
  await findNumber('f'.repeat(64), SALT, hashes - 1);
  return cpuMs(before) / hashes;
}

export interface PowFigures {
  quietMs: number;
  attackMs: number;
  phoneQuietMs: number;
  asnLoadMs: number;
  asnHeapMb: number;
  asnArrayMb: number;
}

export async function benchProofOfWork(): Promise<PowFigures> {
  // A challenge's secret number is uniform in 0..maxnumber: a solve takes maxnumber / 2 hashes on average.
  const bot = botMsPerHash(500_000);
  const browser = await browserMsPerHash(100_000);
  const quietMs = (bot * DEFAULT_DIFFICULTY) / 2;
  const attackMs = (bot * MAX_DIFFICULTY) / 2;
  globalThis.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  await loadAsnDb();
  const asnLoadMs = performance.now() - started;
  const after = process.memoryUsage();
  return {
    quietMs,
    attackMs,
    phoneQuietMs: ((browser * DEFAULT_DIFFICULTY) / 2) * CHEAP_PHONE,
    asnLoadMs,
    asnHeapMb: (after.heapUsed - before.heapUsed) / 1e6,
    asnArrayMb: (after.arrayBuffers - before.arrayBuffers) / 1e6,
  };
}

export function printProofOfWork(f: PowFigures): void {
  console.log(`  quiet (maxnumber ${DEFAULT_DIFFICULTY}): a bot's ${f.quietMs.toFixed(1)} ms CPU per account (Node, native SHA-256, mean)`);
  console.log(`  a person at quiet: the web worker's way x${CHEAP_PHONE} (cheap phone) ~ ${f.phoneQuietMs.toFixed(0)} ms mean, ${(2 * f.phoneQuietMs).toFixed(0)} ms at worst (target <= 1000)`);
  console.log(`  attack (maxnumber ${MAX_DIFFICULTY}): a bot's ${f.attackMs.toFixed(0)} ms CPU per account = ${(f.attackMs / f.quietMs).toFixed(0)}x quiet (target >= 100x)`);
  console.log(`  ASN table: loaded in ${f.asnLoadMs.toFixed(0)} ms, ${f.asnArrayMb.toFixed(1)} MB typed arrays + ${f.asnHeapMb.toFixed(1)} MB heap`);
}
