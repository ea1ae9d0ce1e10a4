import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GUARDED_HOST, GUARDED_MERCHANT } from './support/merchants/verification.ts';
import { createMember, latestTextedCode } from './support/members.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * Registration (doc A §2–§5, issue 4 item 1) on the merchant with the built-in human verification
 * (E2E_GUARDED on guarded.localhost): by username and by mobile, field messages, availability as
 * the visitor types, the affiliate code of the link reaching the platform, axe at 360 px.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const GUARDED = `http://${GUARDED_HOST}:${PORT}`;

/** A username within the rule (letter first, 4–20) that no parallel test uses. */
const freshUsername = () => `e2e${Date.now().toString(36)}${randomInt(1000, 9999)}`;

const widget = (page: Page) => page.getByRole('group', { name: 'Human verification' });
const verifyButton = (page: Page) => page.getByRole('button', { name: "I'm not a robot — tap to verify" });
const submit = (page: Page) => page.getByRole('button', { name: 'Create account' });
const usernameField = (page: Page) => page.getByLabel('Username', { exact: true });

async function verify(page: Page) {
  await verifyButton(page).click();
  await expect(widget(page).getByRole('status')).toHaveText('Verified', { timeout: 20_000 });
}

async function confirmWelcome(page: Page, username: string) {
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText(`Welcome, ${username.toLowerCase()}! Your account is ready.`);
  await notice.getByRole('button', { name: 'OK' }).click();
}

/** What the platform stored for the member (development route), asked as the guarded merchant. */
async function storedRegistration(request: APIRequestContext, username: string) {
  const answer = await request.get(`/dev/registrations.json?username=${encodeURIComponent(username)}`, {
    headers: { Merchant: GUARDED_MERCHANT },
  });
  return ((await answer.json()) as { registration: Record<string, unknown> | null }).registration;
}

test('registers by username from an affiliate link, signed in on /m/home, and the codes reach the platform', async ({ page, request }) => {
  const username = freshUsername();
  await page.goto(`${GUARDED}/m/register?affiliateCode=AFFE2E&r=REFE2E`);
  await expect(submit(page)).toBeEnabled();
  await usernameField(page).fill(username);
  await expect(page.getByText('This username is available.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Secret2026');
  await verify(page);
  await submit(page).click();
  await confirmWelcome(page, username);
  // doc E §4: the link's kept parameters follow the person to /m/home (decision 040).
  await expect(page).toHaveURL(/\/m\/home\?affiliateCode=AFFE2E&r=REFE2E$/);
  await expect(page.getByRole('heading', { name: new RegExp(username.toLowerCase()) })).toBeVisible();
  // History was replaced: going back does not return to the form.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

  expect(await storedRegistration(request, username)).toMatchObject({
    kind: 'username',
    registerMethod: 'H5',
    affiliateCode: 'AFFE2E',
    referralCode: 'REFE2E',
    domain: GUARDED_HOST,
  });
});

test('registers by mobile with the texted code', async ({ page, request }) => {
  // A valid Philippine mobile number: other types are refused (decision 041).
  const mobileNum = `917${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
  await page.goto(`${GUARDED}/m/register.html`);
  await expect(submit(page)).toBeEnabled();
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Register with a mobile number' });
  await expect(panel.getByLabel('Country code')).toContainText('+63');
  await panel.getByLabel('Mobile number', { exact: true }).fill(mobileNum);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText(`We sent a code to +63${mobileNum}.`)).toBeVisible();
  const code = await latestTextedCode(request, `+63${mobileNum}`);
  await panel.getByLabel('Verification code').fill(code);
  await panel.getByLabel('Password', { exact: true }).fill('Mobile2026');
  await verify(page);
  await panel.getByRole('button', { name: 'Create account' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Your account is ready.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('bad fields and a taken username show field messages; availability shows while typing', async ({ page, request }) => {
  const taken = await createMember(request, {}, { merchant: GUARDED_MERCHANT });
  await page.goto(`${GUARDED}/m/register`);
  await expect(submit(page)).toBeEnabled();

  // The rules, before anything is sent.
  await usernameField(page).fill('9x');
  await expect(page.getByText('Use 4 to 20 letters, digits or underscores, starting with a letter.').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Use 8 to 64 characters with letters and digits.' })).toBeVisible();
  await expect(usernameField(page)).toHaveAttribute('aria-invalid', 'true');

  // Taken: said while typing, and by the platform on submit (any letter case).
  await usernameField(page).fill(taken.username.toUpperCase());
  await expect(page.getByText('This username is taken.', { exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Secret2026');
  await verify(page);
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This username is taken. Please choose another.' })).toBeVisible();
  // The spent verification is reset for the next try.
  await expect(verifyButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('login and register link to each other', async ({ page }) => {
  await page.goto(`${GUARDED}/m/login`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByRole('heading', { name: 'Join Portico Guarded' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the register screen passes axe and fits 360 px, on both tabs', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${GUARDED}/m/register`);
  await expect(verifyButton(page)).toBeEnabled({ timeout: 15_000 });
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Register with a mobile number' }).getByRole('button', { name: "I'm not a robot — tap to verify" })).toBeEnabled({ timeout: 15_000 });
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('right to left in Arabic: the register screen is laid out from the right and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${GUARDED}/m/home`);
  await page.getByLabel('Language').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`${GUARDED}/m/register`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'انضم إلى Portico Guarded' })).toBeVisible();
  // The "suggest" action sits at the inline end of the username field: on the left in Arabic.
  const field = await page.getByRole('textbox', { name: 'اسم المستخدم' }).boundingBox();
  const action = await page.getByRole('button', { name: 'اقتراح' }).boundingBox();
  expect(field && action && action.x < field.x + field.width / 2).toBe(true);
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
