import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GUARDED_HOST, GUARDED_MERCHANT } from './support/merchants/verification.ts';
import { createMember, type DevMember } from './support/members.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * The built-in human verification on password sign-in (doc A §2, §4, §5; decision 012), against
 * a merchant that has it on (E2E_GUARDED on guarded.localhost, see support/merchants/verification.ts): the
 * challenge comes from the platform, is solved in a worker, and the platform checks the payload.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const GUARDED = `http://${GUARDED_HOST}:${PORT}`;

/** The Merchant header picks the merchant for a call (Node itself does not resolve *.localhost names). */
const createGuardedMember = (request: APIRequestContext): Promise<DevMember> =>
  createMember(request, {}, { merchant: GUARDED_MERCHANT });

async function fill(page: Page, member: DevMember, password = member.password) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

const widget = (page: Page) => page.getByRole('group', { name: 'Human verification' });
const verifyButton = (page: Page) => page.getByRole('button', { name: "I'm not a robot — tap to verify" });

test('unverified submit sends nothing; after verifying, the sign-in goes through', async ({ page, request }) => {
  const member = await createGuardedMember(request);
  let logins = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/session/login')) logins += 1;
  });
  await page.goto(`${GUARDED}/m/login`);
  await fill(page, member);
  await expect(verifyButton(page)).toBeEnabled({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Please complete verification first.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  expect(logins).toBe(0);

  await verifyButton(page).click();
  await expect(widget(page).getByRole('status')).toHaveText('Verified', { timeout: 20_000 });
  const answer = page.waitForResponse('**/wps/session/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await (await answer).json()).success).toBe(true);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a failed sign-in spends the verification: the widget is back to waiting and must be done again', async ({ page, request }) => {
  const member = await createGuardedMember(request);
  await page.goto(`${GUARDED}/m/login`);
  await fill(page, member, 'wrong-password-1');
  await verifyButton(page).click();
  await expect(widget(page).getByRole('status')).toHaveText('Verified', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  await expect(verifyButton(page)).toBeEnabled();
  // Past the 500 ms resubmit lock (doc A §5): a fast proof of work can otherwise beat it, and the
  // form rightly ignores that second submit.
  await page.waitForTimeout(600);

  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await verifyButton(page).click();
  await expect(widget(page).getByRole('status')).toHaveText('Verified', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the widget passes axe in its waiting and verified states, at 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${GUARDED}/m/login`);
  await expect(verifyButton(page)).toBeEnabled({ timeout: 15_000 });
  await expectNoSeriousViolations(page);
  await verifyButton(page).click();
  await expect(widget(page).getByRole('status')).toHaveText('Verified', { timeout: 20_000 });
  await expectNoSeriousViolations(page);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a merchant with captcha off shows no widget', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(widget(page)).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('HumanVerification')))).toBe(false);
});
