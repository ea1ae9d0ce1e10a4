import { expect, test } from '@playwright/test';

test('choosing Arabic translates the screen, lays it out right to left and survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toBeVisible();
  await page.getByLabel('Language').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox').selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toBeVisible();
});

test('a browser set to Chinese (Hong Kong) gets Traditional Chinese on first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-HK' });
  const page = await context.newPage();
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await context.close();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/m/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
