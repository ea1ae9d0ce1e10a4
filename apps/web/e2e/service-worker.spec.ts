import { expect, test, type Page } from '@playwright/test';

// The one service worker (decision 035): these specs let it run (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

async function controlledBy(page: Page, worker: string) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toContain(worker);
}

/** The offline words the page has told the worker, as the worker keeps them. */
async function keptOfflineLanguage(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const kept = await (await caches.open('portico-state')).match('/m/__offline-strings');
    return kept ? ((await kept.json()) as { lang: string }).lang : null;
  });
}

test('a second visit without a network shows the offline page in the player’s language, and the API is never cached', async ({ page, context }) => {
  await page.goto('/m/home');
  await controlledBy(page, '/m/sw.js?merchant=');
  await page.getByLabel('Language').selectOption('TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect.poll(() => keptOfflineLanguage(page), { timeout: 15_000 }).toBe('th');

  // The shell's entry files were kept at install: the first screen's own files too, once used.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.some((url) => /\/m\/assets\/index-[\w-]+\.js/.test(url))).toBe(true);
  expect(cached.filter((url) => url.includes('/wps/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'คุณออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่อ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // The platform's answers come from the platform or not at all.
  const status = await page.evaluate(() =>
    fetch('/wps/system/status').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(status).toBe('failed');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'ลองอีกครั้ง' }).click();
  await expect(page.getByLabel('ภาษา')).toBeVisible();
});

test('while the worker controls the page, the API answers still come from the platform', async ({ page }) => {
  await page.goto('/m/login');
  await controlledBy(page, '/m/sw.js');
  const status = page.waitForResponse((response) => response.url().includes('/wps/system/status'));
  await page.reload();
  expect((await status).fromServiceWorker()).toBe(false);
});
