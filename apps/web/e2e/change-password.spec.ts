import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn } from './support/members.ts';

/** The forced password change (doc A §2 /m/changePsw, §4), end to end. */
test('a first-time member changes the password, then signs in with the new one straight to home', async ({ page, request }) => {
  const member = await createMember(request, { firstTimeLogin: true });
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page).toHaveTitle('Change password · Portico Demo');
  await expect(page.getByText('Use 8 to 64 characters, with at least one letter and one digit.')).toBeVisible();

  const current = page.getByLabel('Current password', { exact: true });
  const fresh = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change password' });

  // A weak password is refused on its field before anything is sent.
  await current.fill(member.password);
  await fresh.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(fresh).toHaveAttribute('aria-invalid', 'true');
  await expect(fresh).toHaveAccessibleDescription(
    'This password is too weak: use 8 to 64 characters, with at least one letter and one digit.',
  );
  await expect(fresh).toBeFocused();

  // A wrong current password is refused by the platform, on the current field.
  const newPassword = `Fresh${Date.now().toString(36)}9`;
  await current.fill('not-my-password-1');
  await fresh.fill(newPassword);
  await confirm.fill(newPassword);
  const refused = page.waitForResponse('**/wps/member/password');
  await submit.click();
  expect(await (await refused).json()).toMatchObject({ success: false, errorCode: 'password.old.wrong' });
  await expect(current).toHaveAccessibleDescription('The current password is incorrect.');
  await expect(current).toBeFocused();

  await current.fill(member.password);
  await submit.click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('Password changed');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').firstTimeLogin)).toBe(false);

  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out for good (the session gone from the tab) before the next page: a navigation in the middle
  // of the sign-out takes the stale session along, and that page then says "Please log in".
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await page.goto('/m/login');
  await signIn(page, { ...member, password: member.password });
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  await page.waitForTimeout(600);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
});

test("a member's own change: from the member centre's security rows, with a way back and a confirmation", async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Member centre' }).click();
  const security = page.getByRole('navigation', { name: 'Security' });
  await security.getByRole('link', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByText('Enter your current password, then choose a new one.')).toBeVisible();
  await expect(page.getByText('For your security, set a new password before you continue.')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // Back returns to the member centre, where it was opened.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);

  await security.getByRole('link', { name: 'Change password' }).click();
  const newPassword = `Own${Date.now().toString(36)}7x`;
  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  const changed = page.waitForResponse('**/wps/member/password');
  await page.getByRole('button', { name: 'Change password' }).click();
  expect(await (await changed).json()).toMatchObject({ success: true });
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  // Still signed in here, with the new password from now on.
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
});

test('an expired password: the sign-in sends the member to the forced change, with no way out', async ({ page, request }) => {
  const member = await createMember(request, { passwordExpired: true });
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('For your security, set a new password before you continue.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
  // A reload keeps it the forced change.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
});

test('a visitor who is not signed in is sent to sign in', async ({ page }) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
});
