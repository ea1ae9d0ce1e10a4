import { expect, test, type Page } from '@playwright/test';
import { BASE, ROUTE_TABLE, type Access } from '../src/app/route-table.ts';
import { createMember, signIn } from './support/members.ts';

/**
 * Issue 31 item 4: every file a served page names exists in the build. The platform prerenders each
 * route and fills in what it loads — module scripts and preloads, and the prerendered screen's own
 * chunks (decision 048's `portico-preloads` list, which the page's loader turns into modulepreloads).
 */

const ATTRIBUTE = /<(?:script|link)\b[^>]*?\s(?:src|href)="([^"]+)"[^>]*>/g;
/** Script paths inside the page's inline loader and its preload list (JSON strings). */
const QUOTED_ASSET = /"(\/m\/assets\/[^"]+)"/g;

/** Every same-site file the page's scripts and links name (data: URLs are in the page already). */
function namedFiles(html: string): string[] {
  const tags = [...html.matchAll(ATTRIBUTE)].filter((match) => /^<script|rel="(?:modulepreload|preload|stylesheet|icon|apple-touch-icon|manifest)"/.test(match[0]));
  const urls = [...tags.map((match) => match[1]!), ...[...html.matchAll(QUOTED_ASSET)].map((match) => match[1]!)];
  return [...new Set(urls.map((url) => url.replaceAll('&amp;', '&')))].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

const firstPaths = (accesses: Access[]) => ROUTE_TABLE.filter((route) => accesses.includes(route.access)).map((route) => BASE + route.paths[0]!);

test('every script, preload and stylesheet a served page names answers 200, on every route', async ({ request }) => {
  const missing: string[] = [];
  let checked = 0;
  for (const path of ROUTE_TABLE.flatMap((route) => route.paths.map((p) => BASE + p))) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const files = namedFiles(await page.text());
    // Every page carries the loader's entry and its imports at least.
    expect(files.filter((file) => file.endsWith('.js')).length, path).toBeGreaterThan(3);
    for (const file of files) {
      checked += 1;
      const answer = await request.get(file);
      if (answer.status() !== 200) missing.push(`${path} → ${file}: ${answer.status()}`);
    }
  }
  expect(checked).toBeGreaterThan(ROUTE_TABLE.length * 4);
  expect(missing).toEqual([]);
});

/** A page load, its extras' idle turns and their requests take 1–3 s here: one route after another. */
const perRoute = (paths: string[]) => test.setTimeout(10_000 + paths.length * 6_000);

/** Loads each path in turn and lists every answer of 400 or more that a load brought. */
async function failedAnswers(page: Page, paths: string[]): Promise<string[]> {
  const failed: string[] = [];
  let current = '';
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${current}: ${response.status()} ${response.url()}`);
  });
  for (const path of paths) {
    current = path;
    await page.goto(path);
    // Every request the screen, its preloads and its sections make has been answered.
    await page.waitForLoadState('networkidle');
  }
  return failed;
}

test("no request of a visitor's page load is refused or missing", async ({ page }) => {
  const paths = firstPaths(['any', 'visitor']);
  perRoute(paths);
  expect(await failedAnswers(page, paths)).toEqual([]);
});

test("no request of a member's page load is refused or missing", async ({ page, request }) => {
  const paths = firstPaths(['member', 'any']);
  perRoute(paths);
  const member = await createMember(request);
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await failedAnswers(page, paths)).toEqual([]);
});
