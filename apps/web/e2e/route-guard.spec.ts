import { expect, test, type Browser } from '@playwright/test';
import { createMember, signIn, type DevMember } from './support/members.ts';

/** doc E §2 route guard, end to end (decision 024): member routes, the query token, the way back after signing in. */

const screen = (page: import('@playwright/test').Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A live session token for `member`, made by signing in in a context of its own (the login call is encrypted). */
async function tokenOf(browser: Browser, member: DevMember): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  await context.close();
  return token;
}

test('a member page opened signed out goes to sign in, and back to that page (with its query) after', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/m/voucherCenter?amount=50');
  await expect(page).toHaveURL(/\/m\/login$/);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/voucherCenter\?amount=50$/);
  await expect(screen(page, 'Deposit')).toBeVisible();
});

test('?token= signs in after the platform checks it, and leaves the address bar', async ({ page, request, browser }) => {
  const member = await createMember(request);
  const token = await tokenOf(browser, member);
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/member/info')) checks.push(r.headers()['authorization'] ?? '');
  });
  await page.goto(`/m/voucherCenter?from=app&token=${encodeURIComponent(token)}`);
  await expect(screen(page, 'Deposit')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?from=app$/);
  expect(checks[0]).toBe(token);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
});

test('?tokens= is the same token under its other name', async ({ page, request, browser }) => {
  const member = await createMember(request);
  const token = await tokenOf(browser, member);
  await page.goto(`/m/withdraw?tokens=${encodeURIComponent(token)}`);
  await expect(screen(page, 'Withdraw')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
});

test('an invalid query token goes to sign in, and the token is gone from the address', async ({ page }) => {
  await page.goto('/m/voucherCenter?token=not-a-real-token');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test('a stale query token does not sign out a member who is signed in: the page opens on their session', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/withdraw?token=stale-link-token');
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(screen(page, 'Withdraw')).toBeVisible();
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
});

test('/m/inviteFriends opens signed out', async ({ page }) => {
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
});

test('/m/feedback signed out lands on home', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toBeVisible();
});
