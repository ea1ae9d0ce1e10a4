import { expect, test } from '@playwright/test';

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
