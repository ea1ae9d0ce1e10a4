// The platform's resident memory (issue 18 item 5, decision 051): read from /proc, at rest and after
// rounds of load, each time as the OS sees it and as what is left once V8 has collected its garbage.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import type { Platform } from './platform.ts';

/** Resident set size of a process in MB (Linux), or NaN where /proc cannot say. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A full collection (V8's low-memory one: old space compacted, young generation shrunk), through the inspector. */
async function collectGarbage(inspectorUrl: string): Promise<void> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`HeapProfiler.collectGarbage: ${message.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    });
  } finally {
    socket.close();
  }
}

/** RSS as it is, then what the platform holds: RSS once V8 has collected and returned the freed pages. */
export interface MemorySample {
  rss: number;
  held: number;
}

async function sample(platform: Platform): Promise<MemorySample> {
  const rss = rssMb(platform.pid);
  await collectGarbage(await platform.inspectorUrl());
  // V8 unmaps freed pages on a background thread.
  await sleep(1_000);
  return { rss, held: rssMb(platform.pid) };
}

const ROUND = { connections: 25, duration: 10 };

/** At rest, then two identical rounds (status and the sign-in page at once); a sample after each, so growth shows. */
export async function memoryRounds(platform: Platform): Promise<{ rest: MemorySample; rounds: MemorySample[] }> {
  await sleep(3_000);
  const rest = await sample(platform);
  const rounds: MemorySample[] = [];
  for (let i = 0; i < 2; i++) {
    await Promise.all([
      autocannon({ url: `${platform.origin}/wps/system/status`, ...ROUND, workers: 1 }),
      autocannon({ url: `${platform.origin}/m/login`, ...ROUND, workers: 1 }),
    ]);
    await sleep(2_000);
    rounds.push(await sample(platform));
  }
  return { rest, rounds };
}

const mb = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? `${Math.round(n)} MB` : 'n/a');
const signed = (n: number) => {
  const whole = Math.round(n);
  return Number.isFinite(whole) ? `${whole > 0 ? '+' : whole < 0 ? '−' : '±'}${Math.abs(whole)} MB` : 'n/a';
};

/**
 * `idle`: RSS of the platform started on its data folder, before any load (the goal's figure);
 * `before`: what the platform had served before the rounds.
 */
export function printMemory(label: string, idle: number, before: string, m: { rest: MemorySample; rounds: MemorySample[] }): void {
  const [first, second] = m.rounds;
  console.log(`  ${label}: idle ${mb(idle)} (goal <= 250 MB on PGlite)`);
  console.log(`    at rest ${before}: RSS ${mb(m.rest.rss)}, held ${mb(m.rest.held)} once V8 has collected`);
  console.log(`    after load round 1: RSS ${mb(first?.rss)}, held ${mb(first?.held)}; round 2: RSS ${mb(second?.rss)}, held ${mb(second?.held)}`);
  console.log(`    growth from round 1 to round 2, held: ${signed((second?.held ?? NaN) - (first?.held ?? NaN))} (goal: none)`);
}
