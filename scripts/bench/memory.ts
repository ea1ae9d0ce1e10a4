// The platform's resident memory (issue 18 item 5): read from /proc, at idle and after rounds of load.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Resident set size of a process in MB (Linux), or NaN where /proc cannot say. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const ROUND = { connections: 25, duration: 10 };

/** Two identical rounds (status and the sign-in page at once); RSS after each, so growth shows. */
export async function memoryRounds(origin: string, pid: number): Promise<{ idle: number; rounds: number[] }> {
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idle = rssMb(pid);
  const rounds: number[] = [];
  for (let i = 0; i < 2; i++) {
    await Promise.all([
      autocannon({ url: `${origin}/wps/system/status`, ...ROUND, workers: 1 }),
      autocannon({ url: `${origin}/m/login`, ...ROUND, workers: 1 }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    rounds.push(rssMb(pid));
  }
  return { idle, rounds };
}

export function printMemory(label: string, m: { idle: number; rounds: number[] }): void {
  const mb = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} MB` : 'n/a');
  console.log(`  ${label}: idle ${mb(m.idle)} (goal <= 250 MB on PGlite), after load round 1 ${mb(m.rounds[0] ?? NaN)}, round 2 ${mb(m.rounds[1] ?? NaN)}`);
}
