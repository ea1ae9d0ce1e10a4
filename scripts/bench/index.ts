// `npm run bench`: production build, then Lighthouse (mobile defaults, the median of three runs per page;
// BENCH_PEER_URL adds the original platform's pages beside them) and first-load JS for /m/login, /m/home
// (a visitor, a member arriving with a token, all pixels) and /m/register, then throughput of
// GET /wps/system/status against a bare Fastify route, the platform's resident memory at idle, at rest after
// that load and after two identical rounds, each also once V8 has collected (PGlite; PostgreSQL too with
// BENCH_DATABASE_URL), and the proof of work's cost.
// Prints figures next to their targets; it measures, it does not assert. Loopback only, and
// everything it starts is stopped (also on error, Ctrl-C, or the overall time limit).
// `npm run bench -- --only=throughput` measures the status call alone (see throughputOnly);
// `--only=memory` the platform's resident memory alone (see memoryOnly); `--only=answers` the waits a player
// notices: sign-in, human verification ready, the chat's unread badge (scripts/bench/answers.ts).
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';
import { FIRST_LOAD_JS_BUDGET, formatFirstLoadJs, kib, measureFirstLoadJs } from '../../apps/web/e2e/support/first-load-js.ts';
import { answersOnly } from './answers.ts';
import { benchProofOfWork, printProofOfWork } from './proof-of-work.ts';
import { medianScore, RUNS, type PageScore } from './lighthouse.ts';
import { memoryRounds, printMemory, rssMb } from './memory.ts';
import { cleanup, HOST, LOAD, onCleanup, PIXELS_HOST, ROOT, startPlatform, startRestartedPlatform, statusThroughput, type Platform, type StatusThroughput, type Throughput } from './platform.ts';

/** What is measured: a visitor's pages, and home for a signed-in member (the demo's player1). */
interface BenchPage {
  label: string;
  path: string;
  member?: boolean;
  /** Requests Lighthouse refuses: the member's home without the mini-game (issue 11 asks for its cost). */
  blocked?: string[];
  /** Another merchant's host (Chromium resolves every *.localhost to loopback). */
  host?: string;
}
const PAGES: BenchPage[] = [
  { label: '/m/login', path: '/m/login' },
  { label: '/m/home', path: '/m/home' },
  { label: '/m/home (member)', path: '/m/home', member: true },
  { label: '/m/home (member, no mini-game)', path: '/m/home', member: true, blocked: ['*/mini-game/*'] },
  { label: '/m/register', path: '/m/register' },
  { label: '/m/home (all pixels, local adapter)', path: '/m/home', host: PIXELS_HOST },
];
const BENCH_MEMBER = { username: 'player1', password: 'Player#2026' };
const THROUGHPUT_TITLE = `throughput: autocannon ${LOAD.connections} connections, ${LOAD.duration} s each after ${LOAD.warmUp} s of warm-up, in turns of ${LOAD.duration / LOAD.slices} s`;
const TIME_LIMIT_MS = 25 * 60_000;
/** The original platform's pages compared with Portico's when BENCH_PEER_URL is given. */
const PEER_PATHS = ['/m/login', '/m/home', '/m/register'];
const MEMORY_TITLE = 'memory: resident set size of the platform at rest, then after two identical rounds of load (decision 051)';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}
setTimeout(() => {
  console.error(`bench: over the ${TIME_LIMIT_MS / 60_000} min limit, stopping`);
  void cleanup().finally(() => process.exit(1));
}, TIME_LIMIT_MS).unref();

/** The platform's RSS 3 s after it started, before any load: the goal's idle figure. */
async function idleRss(platform: Platform): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  return rssMb(platform.pid);
}

function section(title: string) {
  console.log(`\n== ${title}`);
}

/**
 * A member's session token, signed in as a player would (the login form), so the member's home is
 * loaded the way the native app and links open it: /m/home?token=… (the route guard takes it).
 */
async function memberToken(origin: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
    await page.goto(`${origin}/m/login`);
    await page.getByLabel('Username').fill(BENCH_MEMBER.username);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: `Welcome, ${BENCH_MEMBER.username}` }).waitFor();
    const session = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
    const token = (JSON.parse(session ?? '{}') as { token?: string }).token;
    if (!token) throw new Error('signed in, but no session token was stored');
    return token;
  } finally {
    await browser.close();
  }
}

const urlOf = (origin: string, page: BenchPage, token: string) => {
  const base = page.host ? origin.replace(HOST, page.host) : origin;
  return `${base}${page.path}${page.member ? `?token=${encodeURIComponent(token)}` : ''}`;
};

async function runLighthouse(origin: string, token: string): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  onCleanup(() => chrome.kill());
  // One plain request per page first: the platform prerenders each screen once per language and
  // caches it, and a live server has long done so; the first render is not what players get.
  // (Node's fetch does not resolve *.localhost: another merchant's home warms up on Lighthouse's first load.)
  for (const page of PAGES.filter((p) => !p.host)) await fetch(`${origin}${page.path}`, { headers: { 'accept-language': 'en-US' } });
  const scores: PageScore[] = [];
  for (const page of PAGES) scores.push(await medianScore(chrome.port, page.label, urlOf(origin, page, token), page.blocked ?? []));
  // The platform Portico replaces, measured in the same run when its build is served somewhere (BENCH_PEER_URL).
  const peer = process.env.BENCH_PEER_URL?.replace(/\/$/, '');
  if (peer) for (const path of PEER_PATHS) scores.push(await medianScore(chrome.port, `peer ${path}`, `${peer}${path}`));
  return scores;
}

async function firstLoadJs(origin: string, token: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  const sizes = new Map<string, number>();
  for (const page of PAGES.filter((p) => !p.blocked)) {
    // A fresh context per page: nothing cached from the previous one.
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    // Home's first load is what e2e/budget.spec.ts asserts: JS + CSS asked for before its sections (decision 028).
    const options = page.path === '/m/home' ? { css: true, before: 'portico:home-sections' } : {};
    const result = await measureFirstLoadJs(await context.newPage(), urlOf(origin, page, token), options);
    console.log(formatFirstLoadJs(result).replace(token, "<token>"));
    sizes.set(page.label, result.gzipBytes);
    await context.close();
  }
  return sizes;
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');
const sec = (n: number) => (Number.isFinite(n) ? `${(n / 1000).toFixed(2)} s` : 'n/a');

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const row of rows) console.log('  ' + row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

function printThroughput({ platform, bare, bareWithHeaders }: StatusThroughput) {
  const row = (label: string, t: Throughput) => [label, t.rps.toFixed(0), ms(t.p99), String(t.non2xx), String(t.errors)];
  table([
    ['GET', 'req/s', 'p99', 'non-2xx', 'errors'],
    row('platform /wps/system/status', platform),
    row('bare Fastify JSON route', bare),
    row("bare route with the platform's headers", bareWithHeaders),
  ]);
  console.log(`  platform / bare = ${(platform.rps / bare.rps).toFixed(2)} (goal >= 0.5)`);
  console.log(`  platform / bare with the platform's headers = ${(platform.rps / bareWithHeaders.rps).toFixed(2)}`);
  if (platform.cpuUsPerAnswer) console.log(`  platform CPU per answer: ${platform.cpuUsPerAnswer.toFixed(1)} µs (user + system, all threads)`);
  if (platform.non2xx > 0) console.log('  note: non-2xx answers from the platform (rate limit?) make its req/s not comparable');
}

/**
 * `npm run bench -- --only=throughput [--cpu-prof=<dir>]`: the status call against the bare route alone
 * (no build needed: the call does not touch the web app). With --cpu-prof the platform writes a
 * .cpuprofile into <dir> when it stops; `scripts/bench/cpu-profile.ts` sums it.
 */
async function throughputOnly(profileDir: string | undefined) {
  section('platform');
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const platformProcess = await startRestartedPlatform(nodeArgs);
  console.log(`platform (NODE_ENV=production, restarted on its data folder) at ${platformProcess.origin}`);
  section(THROUGHPUT_TITLE);
  const status = await statusThroughput(platformProcess.origin, platformProcess.pid);
  // Stopped here so the profile is written before the bench says where it is.
  await platformProcess.stop();
  section('results');
  printThroughput(status);
  if (profileDir) console.log(`  CPU profile of the platform in ${profileDir}`);
}

/**
 * `npm run bench -- --only=memory`: the production platform restarted on its data folder (no web build:
 * the rounds load /m/login, which the platform serves from whatever apps/web/dist holds), its resident
 * memory at idle, then after two identical rounds of load.
 */
async function memoryOnly() {
  section('platform');
  const platformProcess = await startRestartedPlatform();
  const idle = await idleRss(platformProcess);
  console.log(`platform (NODE_ENV=production, restarted on its data folder) at ${platformProcess.origin}, RSS ${Math.round(idle)} MB`);
  section(MEMORY_TITLE);
  const memory = await memoryRounds(platformProcess);
  section('results');
  printMemory('PGlite', idle, 'before any load', memory);
}

async function main() {
  section('build (production)');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);

  section('platform');
  const platformProcess = await startRestartedPlatform();
  const origin = platformProcess.origin;
  const idle = await idleRss(platformProcess);
  console.log(`platform (NODE_ENV=production, restarted on its data folder) at ${origin}, RSS ${Math.round(idle)} MB`);
  const token = await memberToken(origin);

  section(`Lighthouse 12, mobile defaults, median of ${RUNS} runs`);
  const scores = await runLighthouse(origin, token);

  section('first-load JS (Pixel 7, gzip -9)');
  const js = await firstLoadJs(origin, token);

  section(THROUGHPUT_TITLE);
  const status = await statusThroughput(origin, platformProcess.pid);

  section(MEMORY_TITLE);
  const pgliteMemory = await memoryRounds(platformProcess);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let postgres: { idle: number; memory: Awaited<ReturnType<typeof memoryRounds>> } | null = null;
  if (databaseUrl) {
    const onPostgres = await startPlatform({ databaseUrl });
    const postgresIdle = await idleRss(onPostgres);
    postgres = { idle: postgresIdle, memory: await memoryRounds(onPostgres) };
    await onPostgres.stop();
  }

  section('proof of work (decision 041): CPU per solve in Node, quiet and attack difficulty');
  const pow = await benchProofOfWork();

  section('results');
  table([
    ['page', 'served', 'perf (100)', 'LCP (<=1.0 s)', 'TBT (<=30 ms)', 'CLS (<=0.01)', `first-load JS (<=${kib(FIRST_LOAD_JS_BUDGET)})`],
    ...scores.map((s) => [
      s.page,
      s.finalUrl,
      s.score === null ? 'n/a' : String(Math.round(s.score * 100)),
      sec(s.lcp),
      ms(s.tbt),
      Number.isFinite(s.cls) ? s.cls.toFixed(3) : 'n/a',
      js.has(s.page) ? kib(js.get(s.page)!) : 'n/a',
    ]),
  ]);
  for (const s of scores) if (s.error) console.log(`  ${s.page}: Lighthouse runtime error ${s.error}`);
  console.log('');
  printThroughput(status);
  console.log('');
  printMemory('PGlite', idle, 'after the pages and the throughput', pgliteMemory);
  if (postgres) printMemory('PostgreSQL (BENCH_DATABASE_URL)', postgres.idle, 'before any load', postgres.memory);
  else console.log('  PostgreSQL: set BENCH_DATABASE_URL to measure the platform on it too');
  console.log('');
  printProofOfWork(pow);
}

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

try {
  const only = option('only');
  if (only === 'throughput') await throughputOnly(option('cpu-prof'));
  else if (only === 'memory') await memoryOnly();
  else if (only === 'answers') await answersOnly();
  else if (only) throw new Error(`--only=${only}: expected throughput, memory or answers`);
  else await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
