import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { SMS_GT3_HOST, SMS_VERIFY_HOST } from './support/merchants/verification.ts';
import { E2E_PORT } from './support/run-settings.ts';
import { latestTextedCode } from './support/members.ts';

/**
 * Verification before a code is texted (doc A §5, decision 020) on merchants that turn it on:
 * mobile registration verifies at "Send code" (and not again at the submit); on Geetest v3 the
 * widget says the service does not work, since sms needs v4.
 */
const verifyButton = (page: Page) => page.getByRole('button', { name: "I'm not a robot — tap to verify" });

async function openMobileTab(page: Page, host: string) {
  await page.goto(`http://${host}:${E2E_PORT}/m/register`);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  return page.getByRole('tabpanel', { name: 'Register with a mobile number' });
}

test('registers by mobile after verifying at "Send code"; nothing is texted before', async ({ page, request }) => {
  // A valid Philippine mobile number: other types are refused (decision 041).
  const mobileNum = `917${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
  const panel = await openMobileTab(page, SMS_VERIFY_HOST);
  await panel.getByLabel('Mobile number', { exact: true }).fill(mobileNum);

  await panel.getByRole('button', { name: 'Send code' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Please complete verification first.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(panel.getByText(`We sent a code to +63${mobileNum}.`)).toHaveCount(0);

  await panel.getByRole('button', { name: "I'm not a robot — tap to verify" }).click();
  await expect(panel.getByRole('group', { name: 'Human verification' }).getByRole('status')).toHaveText('Verified', { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText(`We sent a code to +63${mobileNum}.`)).toBeVisible();
  // Spent by the send: the widget waits again.
  await expect(verifyButton(page)).toBeEnabled();

  await panel.getByLabel('Verification code').fill(await latestTextedCode(request, `+63${mobileNum}`));
  await panel.getByLabel('Password', { exact: true }).fill('Mobile2026');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(notice).toContainText('Your account is ready.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('on Geetest v3 the verification before a text says the service does not work', async ({ page }) => {
  const panel = await openMobileTab(page, SMS_GT3_HOST);
  await expect(panel.getByRole('group', { name: 'Human verification' })).toContainText('Unknown error: the Geetest service is not working.', { timeout: 15_000 });
});
