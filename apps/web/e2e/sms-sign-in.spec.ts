import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, latestTextedCode } from './support/members.ts';

/**
 * Sms-code sign-in (doc A §4, §8) through the local provider's phone verification: a real code,
 * sent through the platform's sms outbox and read back from its development-only JSON.
 */

async function memberWithMobile(request: APIRequestContext): Promise<{ username: string; national: string; e164: string }> {
  const national = `917${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const { username } = await createMember(request, { mobile: `63${national}` });
  return { username, national, e164: `+63${national}` };
}

async function sendCode(page: Page, national: string) {
  await page.goto('/m/login');
  const tab = page.getByRole('tab', { name: 'Text message code' });
  await expect(tab).toBeEnabled();
  await tab.click();
  await expect(page.getByLabel('Country code')).toContainText('+63');
  await page.getByLabel('Mobile number').fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code to \+63/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
}

test.describe('sms-code sign-in', () => {
  test('the code texted to the member signs them in', async ({ page, request }) => {
    const member = await memberWithMobile(request);
    await sendCode(page, member.national);
    await page.getByLabel('Verification code').fill(await latestTextedCode(request, member.e164));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
  });

  test('a wrong code shows the translated message and the provider code', async ({ page, request }) => {
    const member = await memberWithMobile(request);
    await sendCode(page, member.national);
    const right = await latestTextedCode(request, member.e164);
    await page.getByLabel('Verification code').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The verification code is incorrect.');
    await expect(alert).toContainText('Code: auth/invalid-verification-code');
    await expectNoSeriousViolations(page);
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
