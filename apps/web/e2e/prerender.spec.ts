import { expect, test, type Page } from '@playwright/test';

test.describe('the first screen arrives rendered, before any script runs', () => {
  test('sign-in is readable in the browser language with scripts off, and cannot be submitted natively', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/m/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Portico Demo');
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
    await context.close();
  });

  test('a language chosen earlier is the one prerendered on the next visit', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByLabel('Language').selectOption('JA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const html = await (await page.request.get('/m/home')).text();
    expect(html).toContain('<html lang="ja" dir="ltr" data-theme="light">');
    expect(html).toContain('data-prerendered="JA"');
  });

  test('what a player types before the app starts is kept, and the form then works', async ({ page }) => {
    await page.route('**/m/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/m/login', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill('player1');
    await page.getByLabel('Password', { exact: true }).fill('Player#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();
  });
});

test("home's poster is in the page itself: no request for it, and the carousel's first slide takes it over drawn", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/m/banners/welcome-bonus.svg')) asked.push(request.url());
  });
  await page.goto('/m/home');
  const slide = page.getByRole('region', { name: 'Promotions' }).getByRole('img', { name: /Welcome bonus/ });
  await expect(slide).toBeVisible();
  // Every request the sections make has been made (a lazy slide would ask 150 ms after showing).
  await page.waitForLoadState('networkidle');
  expect(await slide.evaluate((img: HTMLImageElement) => ({ inline: img.src.startsWith('data:image/svg+xml,'), drawn: img.complete && img.naturalWidth > 0 }))).toEqual({
    inline: true,
    drawn: true,
  });
  expect(asked).toEqual([]);
});

/**
 * Holds the chunk `held` (a file-name stem) for 1.5 s, loads home and waits until it has hydrated (the
 * language picker works); returns which of the `watched` stems were asked for while it was held.
 */
async function askedWhileHolding(page: Page, held: string, watched: string[]): Promise<string[]> {
  let holding = false;
  let released = false;
  const asked = new Set<string>();
  const stem = new RegExp(`/m/assets/(${watched.join('|')})-[\\w-]+\\.js$`);
  page.on('request', (request) => {
    const file = stem.exec(new URL(request.url()).pathname)?.[1];
    if (file && !released) asked.add(file);
  });
  await page.route(`**/m/assets/${held}-*.js`, async (route) => {
    holding = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    released = true;
    await route.continue();
  });
  await page.goto('/m/home');
  await page.getByLabel('Language').selectOption('JA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(holding).toBe(true);
  return [...asked].sort();
}

test("home's own chunks and its language's are asked for with the app's entry, not once the entry has run", async ({ page }) => {
  expect(await askedWhileHolding(page, 'index', ['home', 'en'])).toEqual(['en', 'home']);
});

test("React's chunk, run in a task before the entry's, costs no round trip: the entry downloads alongside it", async ({ page }) => {
  expect(await askedWhileHolding(page, 'vendor', ['index', 'app', 'home'])).toEqual(['app', 'home', 'index']);
});

test.describe('hydration takes over the prerendered screen as it is (issue 18)', () => {
  for (const path of ['/m/login', '/m/register', '/m/home']) {
    test(`${path}: no mismatch, and no prerendered element is thrown away and drawn again`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // Every element of the prerendered #root (marked once parsing ends, before any module runs) that is later removed.
      await page.addInitScript(() => {
        const prerendered = new WeakSet<Node>();
        const removed: string[] = [];
        (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          for (const element of document.querySelectorAll('#root *')) prerendered.add(element);
        });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              // An empty placeholder giving way to its section draws nothing new; anything with content would.
              const drawn = node instanceof Element && (node.textContent?.trim() || node.matches('img') || node.querySelector('img'));
              if (drawn && prerendered.has(node)) removed.push(`${node.tagName.toLowerCase()}.${node.className}`);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
      // The sections that arrive after hydration (home's) have had their turn.
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      const removed = await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot);
      // Home's poster gives way to the carousel, which shows the same image (no larger element appears).
      expect(removed.filter((tag) => tag !== 'img.home-poster')).toEqual([]);
    });
  }
});
