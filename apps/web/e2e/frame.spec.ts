import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn } from './support/members.ts';

// The app frame (issue 30 point 1, decision 061): the top bar, the tab bar, Back on every inner screen.

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main sections' });
const balance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance / });

test('a member finds the balance on every tab without a tap, and Deposit, Withdraw, the history and a game in one or two taps', async ({ page, request }) => {
  await page.goto('/m/login');
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(tabs(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

  for (const [tab, heading] of [
    ['Games', 'Games'],
    ['Promotions', 'Promotions'],
    ['Wallet', 'Wallet'],
    ['Me', 'Member centre'],
    ['Home', null],
  ] as const) {
    await tabs(page).getByRole('link', { name: tab, exact: true }).click();
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(balance(page)).toHaveAccessibleName('Balance ₱0.00');
  }
  await expectNoSeriousViolations(page);

  // Deposit from home: one tap.
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Wallet', exact: true })).toHaveAttribute('aria-current', 'page');

  // Withdraw and the history: two taps from anywhere.
  await tabs(page).getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Transaction history' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);

  // A game: the Games tab shows them.
  await tabs(page).getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
});

test('Back on every inner screen: to where the player came from, else to the screen’s parent; none on a tab', async ({ page, request }) => {
  await page.goto('/m/login');
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/home$/);
  const back = page.getByRole('banner').getByRole('link', { name: 'Back' });
  await expect(back).toHaveCount(0);

  // Opened from inside the app: Back returns there (the Deposit button on home).
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await back.click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // Opened directly (a link from outside): Back leads to the route table's parent, inside the app.
  for (const [path, parent, heading] of [
    ['/m/withdraw', /\/m\/wallet$/, 'Wallet'],
    ['/m/securityCenter/addBankCard', /\/m\/withdraw$/, 'Withdraw'],
    ['/m/member/passkeys', /\/m\/member\/home$/, 'Member centre'],
    ['/m/changePsw', /\/m\/member\/home$/, 'Member centre'],
    ['/m/leaderBoard', /\/m\/promotions$/, 'Promotions'],
  ] as const) {
    await page.goto(path);
    await back.click();
    await expect(page).toHaveURL(parent);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  // Three taps to change the password, and back out without the phone's button.
  await tabs(page).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await back.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
});

test('a visitor: Sign in and Join in the top bar, a members’ tab goes to sign-in and comes back after it', async ({ page, request }) => {
  await page.goto('/m/home');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/m/register');
  await expect(banner.getByRole('button', { name: /^Balance/ })).toHaveCount(0);
  await tabs(page).getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // Sign-in is its own way in: Back, no tabs.
  await expect(tabs(page)).toHaveCount(0);
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/wallet$/);
  await expect(balance(page)).toHaveAccessibleName('Balance ₱0.00');
});

test('the balance hides behind the eye and stays hidden on this device; a tap on it asks the platform again', async ({ page, request }) => {
  await page.goto('/m/login');
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/home$/);
  const eye = page.getByRole('button', { name: 'Hide balance' });
  await eye.click();
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner')).not.toContainText('₱');
  await expect(balance(page)).toHaveAccessibleName('Balance hidden');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner')).not.toContainText('₱');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  const asked = page.waitForRequest('**/wps/relay/MCSFE_getWalletBalance');
  await balance(page).click();
  await asked;
  await expect(balance(page)).toHaveAccessibleName('Balance ₱0.00');
});

test('nothing fixed covers the page’s end: the last control scrolls clear of the tab bar', async ({ page, request }) => {
  await page.goto('/m/login');
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/home$/);
  await tabs(page).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('main').getByRole('button').or(page.getByRole('main').getByRole('link')).last();
  const box = (await last.boundingBox())!;
  const bar = (await tabs(page).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
});

test('each members’ screen is prerendered with its own frame: the browser hydrates it without redrawing', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/m/login');
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/home$/);
  // Two members' screens, one with Back and one a tab's root: the platform must not serve one's drawing for the other.
  await page.goto('/m/withdraw');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toBeVisible();
  await page.goto('/m/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toHaveCount(0);
  await expect(tabs(page).getByRole('link', { name: 'Wallet', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(errors.filter((text) => /#418|#423|#425|hydrat/i.test(text))).toEqual([]);
});
