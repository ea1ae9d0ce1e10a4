import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GUARDED_HOST } from './support/merchants/verification.ts';
import { holdChunks } from './support/hold-chunks.ts';
import { postDevMember } from './support/members.ts';

/**
 * Issue 31 defect 1: what a person types into a prerendered form before the app has started (its
 * entry chunk held back) is still there once it has: the values, the focused field and the caret;
 * and the submit then does what it does for those values.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const GUARDED = `http://${GUARDED_HOST}:${PORT}`;

const caretOf = (field: Locator) => field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);

/** Types into `first` then `second`, then goes back into `first` and puts the caret after its third character. */
async function typeAtFirstPaint(page: Page, first: Locator, firstText: string, second: Locator, secondText: string) {
  await first.click();
  await page.keyboard.type(firstText);
  await second.click();
  await page.keyboard.type(secondText);
  await first.click();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
}

/** The app has started and taken the form over: its submit is enabled only then. */
async function expectKept(page: Page, submit: Locator, first: Locator, firstText: string, second: Locator, secondText: string) {
  await expect(submit).toBeEnabled();
  await expect(first).toHaveValue(firstText);
  await expect(second).toHaveValue(secondText);
  await expect(first).toBeFocused();
  expect(await caretOf(first)).toEqual([3, 3]);
  // The caret is where it was for the next key, too.
  await page.keyboard.type('x');
  await expect(first).toHaveValue(`${firstText.slice(0, 3)}x${firstText.slice(3)}`);
  await page.keyboard.press('Backspace');
  await expect(first).toHaveValue(firstText);
}

test('sign-in: the username and password typed before the app starts are kept, and signing in works', async ({ page }) => {
  const held = await holdChunks(page, ['index']);
  await page.goto('/m/login', { waitUntil: 'commit' });
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await typeAtFirstPaint(page, username, 'player1', password, 'Player#2026');
  expect(held.heldAny()).toBe(true);
  held.release();
  await expectKept(page, submit, username, 'player1', password, 'Player#2026');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();
});

test('registration by username (verification on): what was typed is kept, and the submit asks for verification', async ({ page }) => {
  const held = await holdChunks(page, ['index']);
  await page.goto(`${GUARDED}/m/register`, { waitUntil: 'commit' });
  const username = page.getByLabel('Username', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeDisabled();
  const name = `e2e${Date.now().toString(36)}${randomInt(1000, 9999)}`;
  await typeAtFirstPaint(page, username, name, password, 'Secret2026');
  expect(held.heldAny()).toBe(true);
  held.release();
  await expectKept(page, submit, username, name, password, 'Secret2026');
  await submit.click();
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText('Please complete verification first.');
  await expect(page.getByText('Choose a username.')).toHaveCount(0);
});

/*
 * The forms below are drawn by the running app (a tab, a dialog), never prerendered: what is typed
 * as soon as they paint, while what completes them (the country list behind the dialling code) is
 * still on its way, is kept the same way.
 */
const COUNTRIES = '**/wps/system/country**';

/** Holds the country list until `release`. */
async function holdCountries(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(COUNTRIES, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const nationalNumber = () => `917${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

test('sms sign-in: the number and code typed as the form paints are kept, and the submit asks for a code sent first', async ({ page }) => {
  await page.goto('/m/login');
  const tab = page.getByRole('tab', { name: 'Text message code' });
  await expect(tab).toBeEnabled();
  const release = await holdCountries(page);
  await tab.click();
  const mobile = page.getByLabel('Mobile number');
  const code = page.getByLabel('Verification code');
  const national = nationalNumber();
  await typeAtFirstPaint(page, mobile, national, code, '123456');
  release();
  await expect(page.getByLabel('Country code')).toContainText('+63');
  await expectKept(page, page.getByRole('button', { name: 'Sign in', exact: true }), mobile, national, code, '123456');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The code has expired or was not sent. Request a new code.');
});

test('registration by mobile: what was typed as the form paints is kept, and the submit asks for verification', async ({ page }) => {
  await page.goto(`${GUARDED}/m/register`);
  const tab = page.getByRole('tab', { name: 'Mobile number' });
  await expect(tab).toBeEnabled();
  const release = await holdCountries(page);
  await tab.click();
  const panel = page.getByRole('tabpanel', { name: 'Register with a mobile number' });
  const mobile = panel.getByLabel('Mobile number', { exact: true });
  const password = panel.getByLabel('Password', { exact: true });
  const national = nationalNumber();
  await typeAtFirstPaint(page, mobile, national, password, 'Mobile2026');
  await panel.getByLabel('Verification code').fill('123456');
  await mobile.click();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  release();
  await expect(panel.getByLabel('Country code')).toContainText('+63');
  await expectKept(page, panel.getByRole('button', { name: 'Create account' }), mobile, national, password, 'Mobile2026');
  await expect(panel.getByLabel('Verification code')).toHaveValue('123456');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText('Please complete verification first.');
});

test('two-factor (text message): what was typed as the method paints is kept, and Verify is answered', async ({ page, request }) => {
  const response = await postDevMember(request, { twoFactor: { sms: true }, mobile: `63${nationalNumber()}` });
  expect(response.status()).toBe(201);
  const member = (await response.json()) as { username: string; password: string };
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  const release = await holdCountries(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verification' });
  await dialog.getByRole('tab', { name: 'Text message' }).click();
  const mobile = dialog.getByLabel('Mobile number');
  const code = dialog.getByLabel('Verification code');
  const national = nationalNumber();
  await typeAtFirstPaint(page, mobile, national, code, '123456');
  release();
  await expect(dialog.getByLabel('Country code')).toContainText('+63');
  await expectKept(page, dialog.getByRole('button', { name: 'Verify', exact: true }), mobile, national, code, '123456');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog.getByText('The verification details do not match this account.')).toBeVisible();
});
