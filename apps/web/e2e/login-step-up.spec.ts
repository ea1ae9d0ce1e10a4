import { expect, test } from '@playwright/test';
import { STEP_UP_HOST, STEP_UP_MERCHANT } from './support/merchants/verification.ts';
import { createMember } from './support/members.ts';

/**
 * An account under attack is stepped up, not locked (decision 034): once it has had the merchant's
 * stepUpAfter failures (2 on E2E_STEP_UP, whose human verification is otherwise off), the platform
 * asks for verification on the next sign-in; the login form shows the widget it already has, and the owner, verified,
 * signs in with the right password.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);

test('after repeated failures the form asks for verification, and the owner signs in after verifying', async ({ page, request }) => {
  const member = await createMember(request, {}, { merchant: STEP_UP_MERCHANT });
  await page.goto(`http://${STEP_UP_HOST}:${PORT}/m/login`);
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeEnabled();
  await expect(page.getByRole('group', { name: 'Human verification' })).toHaveCount(0);
  await page.getByLabel('Username').fill(member.username);

  for (let attempt = 1; attempt <= 2; attempt++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${attempt}`);
    const answer = page.waitForResponse('**/wps/session/login');
    await submit.click();
    expect((await (await answer).json()).errorCode).toBe('login.cred.err');
    await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
    // Past the 500 ms resubmit lock.
    await page.waitForTimeout(600);
  }

  await page.getByLabel('Password', { exact: true }).fill(member.password);
  const asked = page.waitForResponse('**/wps/session/login');
  await submit.click();
  expect((await (await asked).json()).errorCode).toBe('captcha.invalid');
  await expect(page.getByRole('alert')).toHaveText('Please complete verification first.');
  const widget = page.getByRole('group', { name: 'Human verification' });
  await page.getByRole('button', { name: "I'm not a robot — tap to verify" }).click({ timeout: 15_000 });
  await expect(widget.getByRole('status')).toHaveText('Verified', { timeout: 20_000 });

  const signedIn = page.waitForResponse('**/wps/session/login');
  await submit.click();
  expect((await (await signedIn).json()).success).toBe(true);
  await expect(page).toHaveURL(/\/m\/home$/);
});
