import { expect, test } from '@playwright/test';

const PLAYER = { username: 'player1', password: 'Player#2026' };

// doc A §9 / doc E §9 "Loading toasts 5 to 10 s" (decision 058): the request layer tells a person
// waiting on a slow call that it is still going, and again, in other words, when it takes 10 s.
test('a sign-in held past 5 s and 10 s shows a loading toast that changes its words, gone once it answers', async ({ page }) => {
  test.setTimeout(60_000);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/session/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(PLAYER.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  // Before the tap: the call (and its 5 s) starts after it, so the toast cannot come sooner than this + 5 s.
  const started = Date.now();
  const sent = page.waitForRequest('**/wps/session/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Before the call leaves, the page reads the device id and seals the body: slow on a loaded machine.
  await sent;

  const slow = page.getByRole('status').filter({ hasText: 'Still loading, please wait…' });
  await expect(slow).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
  const verySlow = page.getByRole('status').filter({ hasText: 'This is taking longer than usual. Please keep this page open…' });
  await expect(verySlow).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
  await expect(slow).toHaveCount(0);

  release();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();
  await expect(verySlow).toHaveCount(0);
});
