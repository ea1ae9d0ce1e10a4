// `npm run bench -- --only=answers` (issue 31 item 11, decision 057): three waits a player notices, timed
// in Chromium on the Pixel 7 profile against the production platform on loopback. Printed, not asserted.
// - sign-in: the tap on "Sign in" to the member's home heading, with the calls made in between;
// - verification ready: navigation start to the human-verification button being tappable on /m/register of a
//   merchant with the built-in verification on, for a visitor who has not touched the page, and when it
//   became ready after the first paint;
// - unread badge: the operator's reply (the admin route `npm run chat -- reply` uses) to the chat button
//   saying "1 unread" on the member's open page.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';
import { onCleanup, startPlatform } from './platform.ts';

const MEMBER = { username: 'player1', password: 'Player#2026' };
const GUARDED = { code: 'BENCH_GUARDED', host: 'guarded.localhost' };
const RUNS = 5;
const BADGE_LIMIT_MS = 90_000;

interface Call {
  path: string;
  startMs: number;
  endMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const fmt = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');

/** The requests a page makes from now on, with start and end relative to `t0` (Date.now()). */
function recordCalls(page: Page, t0: () => number): Call[] {
  const calls: Call[] = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    const start = timing.startTime - t0();
    calls.push({ path: new URL(request.url()).pathname, startMs: start, endMs: start + timing.responseEnd });
  });
  return calls;
}

async function signInOnce(browser: Browser, origin: string): Promise<{ ms: number; calls: Call[] }> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/m/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').fill(MEMBER.username);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    let t0 = 0;
    const calls = recordCalls(page, () => t0);
    t0 = Date.now();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: `Welcome, ${MEMBER.username}` }).waitFor();
    return { ms: Date.now() - t0, calls: calls.filter((c) => c.startMs >= 0) };
  } finally {
    await context.close();
  }
}

/**
 * `touch`: the player taps the username field as soon as it is drawn, which starts the widget's download
 * (decision 047); without it, the page is left alone and the widget waits for use-engaged's fallback.
 */
async function verificationOnce(browser: Browser, origin: string, touch: boolean): Promise<{ readyMs: number; afterPaintMs: number; calls: Call[] }> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    let t0 = 0;
    const record = recordCalls(page, () => t0);
    t0 = Date.now();
    await page.goto(`${origin.replace('127.0.0.1', GUARDED.host)}/m/register`, { waitUntil: 'commit' });
    if (touch) await page.getByRole('textbox', { name: 'Username' }).tap();
    await page.getByRole('button', { name: "I'm not a robot — tap to verify" }).and(page.locator(':enabled')).waitFor();
    const [readyMs, paintMs] = await page.evaluate(() => [performance.now(), performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN]);
    // Navigation start is the page's time origin: calls are shown on that clock.
    const origin0 = await page.evaluate(() => performance.timeOrigin);
    const shift = t0 - origin0;
    return { readyMs: readyMs!, afterPaintMs: readyMs! - paintMs!, calls: record.map((c) => ({ ...c, startMs: c.startMs + shift, endMs: c.endMs + shift })) };
  } finally {
    await context.close();
  }
}

/** The member signed in on home, with a conversation the operator can answer (opening the chat makes it). */
async function badgeOnce(browser: Browser, origin: string, adminToken: string): Promise<number> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    // The push prompt (decision 038) and the merchant's popups may come up over the member's page:
    // a player would say "Not now" or close them.
    await page.addLocatorHandler(page.getByRole('button', { name: 'Not now' }), (button) => button.click());
    await page.addLocatorHandler(page.locator('[data-overlay="announcement"]').getByRole('button', { name: 'Close' }).first(), (button) => button.click());
    await page.goto(`${origin}/m/login`);
    await page.getByLabel('Username').fill(MEMBER.username);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: /^Chat with customer service/ }).click();
    await page.waitForURL(/\/vendor\/local\/chat\?t=/);
    await page.goto(`${origin}/m/home`);
    await page.getByRole('button', { name: 'Chat with customer service', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const list = (await (await fetch(`${origin}/admin/chat/conversations?merchantCode=DEMO`, { headers: admin })).json()) as { value: { id: number; username: string }[] };
    const id = list.value.find((c) => c.username === MEMBER.username)?.id;
    if (!id) throw new Error(`no conversation of ${MEMBER.username} in the operator's list`);
    const t0 = Date.now();
    const reply = await fetch(`${origin}/admin/chat/conversations/${id}/reply`, { method: 'POST', headers: admin, body: JSON.stringify({ merchantCode: 'DEMO', text: 'Your deposit has arrived.' }) });
    if (!reply.ok) throw new Error(`the operator's reply was refused: ${reply.status}`);
    await page.getByRole('button', { name: 'Chat with customer service (1 unread)' }).waitFor({ timeout: BADGE_LIMIT_MS });
    return Date.now() - t0;
  } finally {
    await context.close();
  }
}

function printCalls(title: string, calls: Call[]) {
  console.log(`  ${title}`);
  for (const c of calls.sort((a, b) => a.startMs - b.startMs)) console.log(`    ${fmt(c.startMs).padStart(8)} → ${fmt(c.endMs).padStart(8)}  ${c.path}`);
}

export async function answersOnly(): Promise<void> {
  const adminToken = randomBytes(24).toString('base64url');
  const platform = await startPlatform({
    merchants: { [GUARDED.code]: { domains: [GUARDED.host], name: 'Portico Guarded', captcha: { enabled: true, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' } } },
    env: { ADMIN_TOKEN: adminToken },
  });
  console.log(`platform (NODE_ENV=production) at ${platform.origin}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  // A first visit of each page: the platform prerenders a screen once per language and keeps it.
  await signInOnce(browser, platform.origin);
  await verificationOnce(browser, platform.origin, false);

  const signIns = [];
  for (let i = 0; i < RUNS; i++) signIns.push(await signInOnce(browser, platform.origin));
  type Check = Awaited<ReturnType<typeof verificationOnce>>;
  const checks: Check[] = [];
  for (let i = 0; i < RUNS; i++) checks.push(await verificationOnce(browser, platform.origin, false));
  const touched: Check[] = [];
  for (let i = 0; i < RUNS; i++) touched.push(await verificationOnce(browser, platform.origin, true));
  const badge = await badgeOnce(browser, platform.origin, adminToken);

  console.log(`\n== answers a player waits for (Pixel 7, loopback, production; median of ${RUNS}, badge once; load average ${loadavg()[0]?.toFixed(1)})`);
  console.log(`  sign-in, tap → home heading: ${fmt(median(signIns.map((s) => s.ms)))} (runs: ${signIns.map((s) => fmt(s.ms)).join(', ')})`);
  const ready = (runs: Check[]) => `${fmt(median(runs.map((c) => c.readyMs)))} from navigation, ${fmt(median(runs.map((c) => c.afterPaintMs)))} after the first paint`;
  console.log(`  verification ready on /m/register, page left alone: ${ready(checks)}`);
  console.log(`  verification ready on /m/register, username field tapped once drawn: ${ready(touched)}`);
  console.log(`  unread badge after the agent's reply: ${fmt(badge)}`);
  const slowest = <T,>(runs: T[], by: (run: T) => number) => runs.reduce((a, b) => (by(b) > by(a) ? b : a));
  printCalls('calls of the slowest sign-in, from the tap:', slowest(signIns, (s) => s.ms).calls);
  printCalls('calls of the slowest /m/register, from navigation:', slowest(checks, (c) => c.readyMs).calls);
}
