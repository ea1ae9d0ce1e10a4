// What the bench starts and loads: the platform in production mode, a bare Fastify route to compare
// it with, and the load itself (autocannon). Everything started is stopped by `cleanup()`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import type fastify from 'fastify';
import { buildServer, SERVER_BUNDLE, serverBundleStale } from '../build-server.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const HOST = '127.0.0.1';
/** Decision 040: a merchant with every pixel network, recorded by the local adapter (TBT shown, not asserted). */
export const PIXELS_HOST = 'pixels.localhost';
/**
 * The status call's load: each server is warmed up (measured warm, as a live server is), then loaded
 * in turns of duration / slices seconds, so that other work starting or stopping on the machine weighs
 * on every server alike: the ratio is what counts (decision 044).
 */
export const LOAD = { connections: 10, duration: 8, warmUp: 2, slices: 4 };

const cleanups: Array<() => Promise<void> | void> = [];
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}
/** Stops what was started, the latest first. */
export async function cleanup(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error('cleanup:', error);
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function waitForHealthy(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`platform not healthy at ${url} after 60 s\n${log()}`);
}

const NO_SMS_GATEWAY = { SMS_ADAPTER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', SMS_WEBHOOK_SECRET: 'bench-sends-no-text' };

/** Production refuses the demo merchant's local identity provider: the bench runs it on Firebase (never called). */
function productionMerchantsDir(extra: Record<string, Record<string, unknown>> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-merchants-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const demo = JSON.parse(readFileSync(join(ROOT, 'apps/server/merchants/demo.json'), 'utf8')) as Record<string, unknown>;
  const firebase = { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'portico-bench', appId: 'a', messagingSenderId: '1' };
  demo.identity = { kind: 'firebase', channels: ['google'], phoneSignIn: true, firebase };
  writeFileSync(join(dir, 'demo.json'), JSON.stringify(demo));
  const pixels = { meta: '100200300', tiktok: 'CBENCH', kwai: 'KBENCH', google: 'AW-100', twitter: 'tbench' };
  writeFileSync(join(dir, 'pixels.json'), JSON.stringify({ ...demo, merchantCode: 'BENCH_PIXELS', domains: [PIXELS_HOST], tracking: { pixels } }));
  for (const [code, changes] of Object.entries(extra)) writeFileSync(join(dir, `${code.toLowerCase()}.json`), JSON.stringify({ ...demo, merchantCode: code, ...changes }));
  return dir;
}

export interface Platform {
  origin: string;
  pid: number;
  dataDir: string;
  /**
   * The platform's inspector, switched on the first time it is asked for (SIGUSR1, on a free port
   * set at start): the memory section asks V8 for a full collection through it. Off until then, so
   * the pages and the throughput are measured on a platform without it.
   */
  inspectorUrl(): Promise<string>;
  stop(): Promise<void>;
}

export interface PlatformOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** Node flags before the entry point (the profiler: `--cpu-prof`). */
  nodeArgs?: string[];
  /** More merchants: the demo merchant with these changes, by merchant code (the answers section's guarded one). */
  merchants?: Record<string, Record<string, unknown>>;
  /** More environment (the answers section's ADMIN_TOKEN, for the operator's chat reply). */
  env?: Record<string, string>;
}

/** The platform in production mode on `dataDir` (a fresh one unless given), on PGlite or at `databaseUrl`. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portico-bench-'));
  if (!options.dataDir) onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const merchantsDir = productionMerchantsDir(options.merchants);
  // As `npm start` runs it: the platform's bundle, built when a source changed (decision 046).
  if (await serverBundleStale()) await buildServer();
  const child = spawn(process.execPath, ['--inspect-port=127.0.0.1:0', ...(options.nodeArgs ?? []), SERVER_BUNDLE], {
    cwd: ROOT,
    // Production refuses the sms outbox; the bench sends no text, so an unreachable gateway will do.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      MERCHANTS_DIR: merchantsDir,
      // The demo members, so home is measured for a member too (production seeds them only when asked).
      SEED_DEMO: 'true',
      // The pixels merchant's calls are recorded, not sent to the networks (decision 040).
      PIXEL_ADAPTER: 'local',
      ...NO_SMS_GATEWAY,
      // As scripts/start.sh sets it (decision 050): glibc's malloc with a fixed mmap threshold.
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(() => stopChild(child));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://${HOST}:${port}`;
  await waitForHealthy(`${origin}/healthz`, child, () => output);
  let inspector: Promise<string> | undefined;
  const inspectorUrl = () => (inspector ??= switchInspectorOn(child));
  return { origin, pid: child.pid ?? 0, dataDir, inspectorUrl, stop: () => stopChild(child) };
}

/** Node opens its inspector on SIGUSR1 and says where on stderr. */
async function switchInspectorOn(child: ChildProcess): Promise<string> {
  const stderr = child.stderr;
  if (!stderr) throw new Error('the platform has no stderr to announce its inspector on');
  const announced = new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('the platform did not open its inspector within 10 s')), 10_000);
    stderr.on('data', function listen(chunk: Buffer) {
      text += chunk.toString();
      const url = /Debugger listening on (ws:\/\/\S+)/.exec(text)?.[1];
      if (!url) return;
      clearTimeout(timer);
      stderr.off('data', listen);
      resolve(url);
    });
  });
  child.kill('SIGUSR1');
  return announced;
}

/** A first start creates the database (PGlite's initdb peaks high); the figures are a restarted platform's. */
export async function startRestartedPlatform(nodeArgs: string[] = []): Promise<Platform> {
  const first = await startPlatform();
  await first.stop();
  return startPlatform({ dataDir: first.dataDir, nodeArgs });
}

/** Headers Node writes itself on every answer, the bare route's too. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/**
 * A bare Fastify app with one JSON route: the ceiling the platform's stack is compared with. Given
 * `headers`, its answer carries them too: the load generator parses every header of every answer,
 * so this shows what the platform's security headers alone cost the measurement (decision 044).
 */
export async function startBareFastify(headers: Record<string, string> = {}): Promise<string> {
  // fastify is the platform's dependency; resolve it from there rather than adding one.
  const fastifyPath = createRequire(join(ROOT, 'apps/server/package.json')).resolve('fastify');
  const { default: Fastify } = (await import(pathToFileURL(fastifyPath).href)) as { default: typeof fastify };
  const app = Fastify({ logger: false });
  app.get('/status', async (_request, reply) => {
    reply.headers(headers);
    return { status: 'NORMAL', maintenanceEnd: null, maintenanceTitle: null, maintenanceDesc: null, ip: HOST };
  });
  await app.listen({ host: HOST, port: 0 });
  onCleanup(() => app.close());
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('bare fastify has no address');
  return `http://${HOST}:${address.port}/status`;
}

export type Throughput = { rps: number; p99: number; non2xx: number; errors: number; cpuUsPerAnswer?: number };

async function load(url: string, duration: number) {
  // The load generator runs in a worker thread so it does not share the event loop with the
  // bare Fastify server, which lives in this process.
  return autocannon({ url, connections: LOAD.connections, duration, workers: 1 });
}

/** User + system CPU time of a process, all threads, in µs (Linux /proc; clock ticks of 10 ms). */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Each url warmed up, then loaded for LOAD.duration in turns; req/s is the mean over the turns. With
 * `pid` (the first url's process), also its CPU time per answer: steadier than req/s on a shared
 * machine, since it does not depend on how much of a core the process got (decision 044).
 */
export async function throughputs(urls: string[], pid?: number): Promise<Throughput[]> {
  for (const url of urls) await load(url, LOAD.warmUp);
  const totals = urls.map(() => ({ rps: 0, p99: 0, non2xx: 0, errors: 0 }));
  let cpu = 0;
  let answers = 0;
  for (let slice = 0; slice < LOAD.slices; slice++) {
    for (const [i, url] of urls.entries()) {
      const before = i === 0 && pid ? cpuUs(pid) : 0;
      const result = await load(url, LOAD.duration / LOAD.slices);
      if (i === 0 && pid) {
        cpu += cpuUs(pid) - before;
        answers += result.requests.total;
      }
      const total = totals[i]!;
      total.rps += result.requests.average / LOAD.slices;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.non2xx += result.non2xx;
      total.errors += result.errors + result.timeouts;
    }
  }
  return totals.map((t, i) => (i === 0 && answers > 0 ? { ...t, cpuUsPerAnswer: cpu / answers } : t));
}

export interface StatusThroughput {
  platform: Throughput;
  bare: Throughput;
  /** The bare route answering with the platform's headers: the most the platform could reach here. */
  bareWithHeaders: Throughput;
}

/** The status call against the bare route, in the same run, and the ratio the goal reads. */
export async function statusThroughput(origin: string, pid?: number): Promise<StatusThroughput> {
  const statusUrl = `${origin}/wps/system/status`;
  const sample = await fetch(statusUrl);
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  const urls = [statusUrl, await startBareFastify(), await startBareFastify(headers)];
  const [platform, bare, bareWithHeaders] = await throughputs(urls, pid);
  return { platform: platform!, bare: bare!, bareWithHeaders: bareWithHeaders! };
}
