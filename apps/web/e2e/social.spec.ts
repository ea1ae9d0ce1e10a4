import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/normal-window.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn } from './support/members.ts';

/**
 * Social sign-in through the platform's local identity provider (doc A §4, §5, §8): real pages,
 * real signed ID tokens. The iphone project (iOS 16) takes the popup path, pixel (Android) the
 * redirect path, so every flow below runs both ways.
 */

/** A redirect comes back to a page that boots, loads the flow and the adapter, then signs in: on a busy machine that takes seconds. */
const SIGNED_IN = { timeout: 20_000 };
const usesPopup = (projectName: string) => projectName === 'iphone';
const freshEmail = () => `w3-${randomBytes(5).toString('hex')}@example.com`;

/** Clicks the provider button; answers the provider's page: the popup, or this page after leaving. */
async function openProvider(page: Page, popup: boolean, channel = 'Google'): Promise<Page> {
  const button = page.getByRole('button', { name: `Continue with ${channel}` });
  await expect(button).toBeEnabled();
  if (!popup) {
    await button.click();
    await page.waitForURL(/\/idp\/local\/signin\?/);
    return page;
  }
  const [window] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await window.waitForLoadState();
  return window;
}

async function useAnotherAccount(provider: Page, email: string, name = 'Test Person') {
  await expect(provider).toHaveTitle('Sign in with Google — Portico local provider');
  await provider.getByLabel('Email').fill(email);
  await provider.getByLabel('Display name').fill(name);
  await provider.getByRole('button', { name: 'Continue' }).click();
}

/** The login page with FIREBASECREATEACC3 turned off in the settings the platform inlines. */
async function withoutSocialRegistration(page: Page) {
  await page.route(
    (url) => url.pathname === '/m/login',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('"FIREBASECREATEACC3":true');
      await route.fulfill({ response, body: html.replace('"FIREBASECREATEACC3":true', '"FIREBASECREATEACC3":false') });
    },
  );
  // Playwright does not route the target of an HTTP redirect, so the provider's 303 back to the
  // login page is replayed as a navigation to the same address, which the route above then serves.
  await page.route(
    (url) => url.pathname === '/idp/local/signin',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers()['location'];
      if (response.status() !== 303 || !location) return route.fulfill({ response });
      await route.fulfill({ contentType: 'text/html', body: `<!doctype html><script>location.replace(${JSON.stringify(location)})</script>` });
    },
  );
}

test.describe('social sign-in through the local provider', () => {
  test('the identity linked to player1 signs in as player1 and lands on home', async ({ page }, testInfo) => {
    await page.goto('/m/login');
    const provider = await openProvider(page, usesPopup(testInfo.project.name));
    await provider.getByRole('button', { name: /Player One.*linked to player1/ }).click();
    await expect(page).toHaveURL(/\/m\/home$/, SIGNED_IN);
    await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();
    // The token never stays in the address bar or the history.
    expect(page.url()).not.toContain('idp=');
  });

  test('an unlinked identity: the choice dialog registers a new account and signs it in', async ({ page }, testInfo) => {
    const email = freshEmail();
    await page.goto('/m/login');
    await useAnotherAccount(await openProvider(page, usesPopup(testInfo.project.name)), email);

    const dialog = page.getByRole('dialog', { name: 'Account not linked' });
    await expect(dialog).toBeVisible(SIGNED_IN);
    await expect(dialog).toContainText('This sign-in is not linked to an account yet.');
    await expect(dialog).not.toContainText('(');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Register a new account' }).click();

    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('Your account has been created.');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, SIGNED_IN);
    await expect(page.getByRole('heading', { name: /^Welcome, w3_/ })).toBeVisible();
  });

  test('without FIREBASECREATEACC3: no register button; a password sign-in links the identity for next time', async ({ page, request }, testInfo) => {
    const popup = usesPopup(testInfo.project.name);
    const email = freshEmail();
    const member = await createMember(request);
    await withoutSocialRegistration(page);
    await page.goto('/m/login');
    await useAnotherAccount(await openProvider(page, popup), email);

    const dialog = page.getByRole('dialog', { name: 'Account not linked' });
    await expect(dialog).toBeVisible(SIGNED_IN);
    await expect(dialog.getByRole('button', { name: 'Register a new account' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Log in with an existing account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Username')).toBeFocused();

    await signIn(page, member);
    await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toBeVisible();

    // The same Google identity now belongs to that member: straight home, no dialog.
    await page.goto('/m/login');
    await useAnotherAccount(await openProvider(page, popup), email);
    await expect(page).toHaveURL(/\/m\/home$/, SIGNED_IN);
    await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
  });

  test('a private window is refused with not_support_incognito, and no provider opens', async ({ page }, testInfo) => {
    // These tests run in a normal window (support/normal-window.ts), so the browser's private-mode
    // signal is reproduced: Safari's file-system failure on the
    // iphone project, Chrome's capped quota on pixel. The detection code itself runs unchanged.
    await page.addInitScript((safari: boolean) => {
      if (safari) {
        navigator.storage.getDirectory = () => Promise.reject(new DOMException('The operation failed for an unknown transient reason', 'UnknownError'));
      } else {
        navigator.storage.estimate = async () => ({ quota: 100 * 1024 * 1024, usage: 0 });
      }
    }, usesPopup(testInfo.project.name));
    let providerOpened = false;
    page.context().on('request', (r) => {
      if (r.url().includes('/idp/local/signin')) providerOpened = true;
    });
    await page.goto('/m/login');
    const button = page.getByRole('button', { name: 'Continue with Google' });
    await expect(button).toBeEnabled();
    await button.click();
    const toast = page.getByRole('status').filter({ hasText: 'Social sign-in does not work in a private or incognito window.' });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 5_000 });
    expect(providerOpened).toBe(false);
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('in a normal window the private-browsing check lets sign-in through', async ({ page }, testInfo) => {
    // A normal window (support/normal-window.ts): the check must not misfire on it.
    await page.goto('/m/login');
    const provider = await openProvider(page, usesPopup(testInfo.project.name));
    await expect(provider).toHaveTitle('Sign in with Google — Portico local provider');
  });

  test('Facebook: coming soon on Android without the native app, the provider elsewhere', async ({ page }, testInfo) => {
    await page.goto('/m/login');
    if (testInfo.project.name === 'pixel') {
      const button = page.getByRole('button', { name: 'Continue with Facebook' });
      await expect(button).toBeEnabled();
      await button.click();
      await expect(page.getByRole('status').filter({ hasText: 'Signing in with this provider is coming soon.' })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/login$/);
    } else {
      const provider = await openProvider(page, usesPopup(testInfo.project.name), 'Facebook');
      await expect(provider).toHaveTitle('Sign in with Facebook — Portico local provider');
    }
  });
});
