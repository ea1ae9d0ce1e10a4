import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn } from './support/members.ts';

test.describe('every screen passes axe with no serious or critical violation', () => {
  test('login, empty and with errors', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('home, signed out and signed in', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('player1');
    await page.getByLabel('Password', { exact: true }).fill('Player#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('forced password change, empty and with errors', async ({ page, request }) => {
    await page.goto('/m/login');
    await signIn(page, await createMember(request, { firstTimeLogin: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Enter your current password.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('not found, and home right to left in Arabic', async ({ page }) => {
    await page.goto('/m/nothing-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/m/home');
    await page.getByLabel('Language').selectOption('AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousViolations(page);
  });

  test('the please-login notice dialog', async ({ page }) => {
    await page.goto('/m/home');
    // Wait for the app to be running: the stale session below is then met by the next load only.
    await expect(page.getByLabel('Language')).toBeEnabled();
    await page.evaluate(() =>
      sessionStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ id: 1, token: 'expired-token', merchantCode: 'DEMO', userName: 'ghost', type: 0, firstTimeLogin: false }),
      ),
    );
    // Away and back, so no call of the live page meets the stale session before the new load does.
    await page.goto('about:blank');
    await page.goto('/m/home');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
