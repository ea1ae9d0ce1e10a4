import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { oneTapMerchant } from './support/merchants/sign-in.ts';
import { E2E_PORT } from './support/run-settings.ts';

// decision 033: Google one-tap for visitors on home and login, through the local provider's stand-in.
const origin = () => `http://${oneTapMerchant(test.info().project.name).host}:${E2E_PORT}`;

test('a visitor signs in from the one-tap prompt on home: a new identity registers through the choice dialog', async ({ page }) => {
  await page.goto(`${origin()}/m/home`);
  await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toBeVisible();
  const prompt = page.getByTitle('Sign in with Google');
  await expect(prompt).toBeVisible();
  await expectNoSeriousViolations(page);
  // "Player One" is linked to player1 in DEMO only: on this merchant it is a new identity.
  await prompt.contentFrame().getByRole('button', { name: /Continue as Player One/ }).click();
  await expect(prompt).toBeHidden();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('not linked to an account');
  await dialog.getByRole('button', { name: /register/i }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});

test('closing the prompt on login keeps the visitor on the form, and it does not come back this session', async ({ page }) => {
  await page.goto(`${origin()}/m/login`);
  const prompt = page.getByTitle('Sign in with Google');
  await prompt.contentFrame().getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('portico.oneTap.closed'))).toBe('1');
});
