import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { NIGHT_HOST } from './support/merchants.ts';
import { E2E_PORT } from './support/run-settings.ts';

// decision 032: each merchant's theme, logo and brand colour on every screen, contrast checked by axe.
test.describe("the merchant's look", () => {
  test('the light demo merchant: its logo as the heading, light colours, axe clean', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Portico Demo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoSeriousViolations(page);
  });

  test('the dark merchant on its own host: dark surfaces, its logo and brand colour, axe clean on home and login', async ({ page }) => {
    await page.goto(`http://${NIGHT_HOST}:${E2E_PORT}/m/home`);
    const logo = page.getByRole('img', { name: 'Lucky Night' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveJSProperty('complete', true);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const button = document.querySelector('.button--primary');
      return { background: style.backgroundColor, text: style.color, button: button ? getComputedStyle(button).backgroundColor : null };
    });
    expect(colours.background).toBe('rgb(16, 19, 24)');
    expect(colours.text).toBe('rgb(233, 236, 242)');
    expect(colours.button).toBe('rgb(123, 44, 191)');
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the first paint is already in the merchant’s colour, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://${NIGHT_HOST}:${E2E_PORT}/m/home`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join' })).toHaveCSS('background-color', 'rgb(123, 44, 191)');
    await context.close();
  });
});
