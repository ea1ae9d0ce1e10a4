import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectNoSeriousViolations } from './support/axe.ts';
import { latestTextedCode, postDevMember } from './support/members.ts';

/**
 * The two-factor step of a password sign-in (doc A §2, §4, §5), end to end against the platform:
 * every test makes its own member with all four methods (POST /dev/members), so tests run in
 * parallel on one database without meeting.
 */

interface Member {
  username: string;
  password: string;
  totpSecret: string;
  email: string;
  payeeName: string;
  /** National part after +63, as a person types it. */
  localMobile: string;
  /** E.164 with '+', as the outbox is searched. */
  phone: string;
}

async function freshMember(request: APIRequestContext): Promise<Member> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const localMobile = `917${String(randomInt(10_000_000)).padStart(7, '0')}`;
    const tag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
    const email = `twofa.${tag}@example.com`;
    const payeeName = `Juana Tester ${tag}`;
    const response = await postDevMember(request, {
      twoFactor: { email: true, ga: true, sms: true, payeeName: true },
      email,
      payeeName,
      mobile: `63${localMobile}`,
      totpSecret: true,
    });
    // A clash on the random mobile number is the only expected refusal: draw another.
    if (response.status() === 201) {
      const body = (await response.json()) as { username: string; password: string; totpSecret: string };
      return { ...body, email, payeeName, localMobile, phone: `+63${localMobile}` };
    }
  }
  throw new Error('could not create a two-factor member');
}

async function startSignIn(page: Page, member: Member) {
  await page.goto('/m/login');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Verification' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your current IP address is not recorded, so one verification is needed to sign in.')).toBeVisible();
  return dialog;
}

async function expectSignedIn(page: Page, member: Member) {
  await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: 'Verification passed' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
}

const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

test.describe('two-factor sign-in', () => {
  test('the tabs are in the spec order, payee name first, and the payee name signs in', async ({ page, request }) => {
    const member = await freshMember(request);
    const dialog = await startSignIn(page, member);
    await expect(dialog.getByRole('tab')).toHaveText(['Payee name', 'Text message', 'Authenticator', 'Email']);
    await expect(dialog.getByRole('tab', { name: 'Payee name' })).toHaveAttribute('aria-selected', 'true');

    // An empty answer is flagged and sends nothing.
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/login/verification')) sent++;
    });
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    const payee = dialog.getByLabel('Registered payee name');
    await expect(payee).toHaveAttribute('aria-invalid', 'true');
    await expect(payee).toBeFocused();
    expect(sent).toBe(0);

    await payee.fill(`  ${member.payeeName.toUpperCase()}  `);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectSignedIn(page, member);
  });

  test('email signs in', async ({ page, request }) => {
    const member = await freshMember(request);
    const dialog = await startSignIn(page, member);
    await dialog.getByRole('tab', { name: 'Email' }).click();
    await dialog.getByLabel('Email address').fill(member.email);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectSignedIn(page, member);
  });

  test('a wrong authenticator code keeps the dialog open; a real TOTP signs in', async ({ page, request }) => {
    const member = await freshMember(request);
    const dialog = await startSignIn(page, member);
    await dialog.getByRole('tab', { name: 'Authenticator' }).click();
    const code = dialog.getByLabel('Authenticator code');

    const generator = totp(member.totpSecret);
    const current = generator.generate();
    const wrong = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('The verification details do not match this account.')).toBeVisible();
    await expect(code).toHaveValue(wrong);
    await expect(page).toHaveURL(/\/m\/login$/);

    await code.fill(generator.generate());
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectSignedIn(page, member);
  });

  test('sms: send a code, a wrong code keeps the dialog open, the texted code signs in', async ({ page, request }) => {
    const member = await freshMember(request);
    const dialog = await startSignIn(page, member);
    await dialog.getByRole('tab', { name: 'Text message' }).click();
    await expect(dialog.getByLabel('Country code')).toContainText('+63');

    // Sending needs a number.
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Enter your mobile number.')).toBeVisible();

    await dialog.getByLabel('Mobile number').fill(member.localMobile);
    // The demo merchant verifies before a text (on by default, decision 041).
    await dialog.getByRole('button', { name: "I'm not a robot — tap to verify" }).click();
    await expect(dialog.getByRole('group', { name: 'Human verification' }).getByRole('status')).toHaveText('Verified', { timeout: 20_000 });
    const sent = page.waitForResponse('**/wps/verification/sms/noLogin');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const answer = (await (await sent).json()) as { value: { expirationTime: number } };
    await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await expect(dialog.getByText(`Code sent to ${member.phone}.`)).toBeVisible();
    expect(answer.value.expirationTime).toBeGreaterThan(0);

    const texted = await latestTextedCode(request, member.phone);

    const codeField = dialog.getByLabel('Verification code');
    const wrong = String((Number(texted) + 1) % 1_000_000).padStart(6, '0');
    await codeField.fill(wrong);
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    // Answered as a wrong password would be (decision 034): the step does not confirm the password.
    await expect(dialog.getByText('The verification details do not match this account.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/m\/login$/);

    await codeField.fill(texted ?? '');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectSignedIn(page, member);
  });

  test('closing the dialog leaves the visitor signed out on /m/login, back on the form', async ({ page, request }) => {
    const member = await freshMember(request);
    const dialog = await startSignIn(page, member);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();

    // Escape closes it too, and the member can try again.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Verification' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0);
  });

  test('at 360 px wide the dialog fits, and passes axe with errors shown, left to right and right to left', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const member = await freshMember(request);
    const dialog = await startSignIn(page, member);
    await dialog.getByRole('tab', { name: 'Text message' }).click();
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog.getByLabel('Mobile number')).toBeFocused();
    await expect(dialog.getByText('Enter the code we sent you.')).toBeVisible();

    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const tab of await dialog.getByRole('tab').all()) await expect(tab).toBeInViewport();

    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });
});
