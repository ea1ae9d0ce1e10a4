import { expect, test } from '@playwright/test';

/**
 * The splash screen of doc A §2: shown on the first load of a session and lifted once the app has
 * drawn; the session flag then hides it before the first paint of every later load. In the native
 * wrapper the launch screen is told to close 500 ms after the app is drawn.
 */
test('the splash lifts once the app is drawn, and never shows again in the session', async ({ page }) => {
  await page.goto('/m/login', { waitUntil: 'domcontentloaded' });
  const splash = page.getByTestId('splash');
  await expect(splash).toBeHidden();
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SPLASH_HIDDEN'))).toBe('1');

  // Second load: hidden by the inline script before anything is drawn, not after a delay.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('splash') !== null);
  expect(await splash.isVisible()).toBe(false);
});

test('a first load shows the splash until the app is ready', async ({ page }) => {
  // Hold the app's scripts back so the moment before the app is drawn can be observed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/m/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/login', { waitUntil: 'commit' });
  await expect(page.getByTestId('splash')).toBeVisible();
  // The prerendered screen is on the page beneath it all along (no layout shift when it lifts).
  await expect(page.getByLabel('Username')).toBeAttached();
  release();
  await expect(page.getByTestId('splash')).toBeHidden();
});

test.describe('in the native wrapper', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) PorticoApp/3.2 (android; features=launchScreen)' });

  test('tells the wrapper to close its launch screen 500 ms after the app is drawn', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { PorticoNative: unknown; nativeLog: { at: number; message: unknown }[] };
      w.nativeLog = [];
      w.PorticoNative = { postMessage: (m: string) => w.nativeLog.push({ at: performance.now(), message: JSON.parse(m) }) };
    });
    await page.goto('/m/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { nativeLog: { message: unknown }[] }).nativeLog.map((e) => e.message)))
      .toEqual([{ method: 'closeLaunchScreen', params: {} }]);
    const at = await page.evaluate(() => (window as unknown as { nativeLog: { at: number }[] }).nativeLog[0]?.at ?? 0);
    expect(at).toBeGreaterThanOrEqual(500);
  });
});
