import { randomInt } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createMember, latestTextedCode, signIn, type DevMember } from './support/members.ts';

/**
 * Remember password and auto login (doc A §3 "Saved login", §4 "Auto login"). Each test remembers
 * a fresh member in its own browser context, then opens a new page of that context: a new tab has
 * no session (sessionStorage), so only the saved login can sign it in.
 */

async function remember(page: Page, member: DevMember) {
  await page.goto('/m/login');
  await signIn(page, member, { remember: true });
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
}

/** A new tab that records every sign-in request it makes. */
async function newTab(context: BrowserContext) {
  const page = await context.newPage();
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/session/login')) logins.push(r.url());
  });
  return { page, logins };
}

/** Auto login did not run: the form is shown, pre-filled, and no sign-in request left the page. */
async function expectPrefilledOnly(page: Page, member: DevMember, logins: string[]) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Username')).toHaveValue(member.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(member.password);
  await expect(page.getByLabel('Remember password')).toBeChecked();
  await page.waitForTimeout(1000);
  expect(logins).toEqual([]);
  await expect(page).toHaveURL(/\/m\/login/);
}

test('a remembered member is signed in automatically on the next visit', async ({ page, context, request }) => {
  const member = await createMember(request);
  await remember(page, member);
  const next = await newTab(context);
  await next.page.goto('/m/login');
  await expect(next.page).toHaveURL(/\/m\/home$/);
  await expect(next.page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
  expect(next.logins).toHaveLength(1);
});

test('storage never holds the password, plain or base64, and the key cannot be exported', async ({ page, context, request }) => {
  const member = await createMember(request);
  await remember(page, member);
  const stored = await page.evaluate(async () => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`).join('\n');
    const key = await new Promise<CryptoKey | undefined>((resolve, reject) => {
      const open = indexedDB.open('portico');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('keys').objectStore('keys').get('saved-login');
        get.onsuccess = () => resolve(get.result as CryptoKey | undefined);
        get.onerror = () => reject(get.error);
      };
    });
    const exported = key ? await crypto.subtle.exportKey('raw', key).then(() => 'exported', () => 'refused') : 'no key';
    return {
      text: [dump(localStorage), dump(sessionStorage), document.cookie].join('\n'),
      key: key && { extractable: key.extractable, algorithm: key.algorithm.name, type: key.type },
      exported,
    };
  });
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('\n');
  expect(stored.text).toContain('portico.savedLogin');
  for (const form of [member.password, Buffer.from(member.password).toString('base64'), encodeURIComponent(member.password)]) {
    expect(stored.text).not.toContain(form);
    expect(cookies).not.toContain(form);
  }
  expect(stored.key).toEqual({ extractable: false, algorithm: 'AES-GCM', type: 'secret' });
  expect(stored.exported).toBe('refused');
});

test('a redirectUrl in the query blocks auto login', async ({ page, context, request }) => {
  const member = await createMember(request);
  await remember(page, member);
  const next = await newTab(context);
  await next.page.goto(`/m/login?redirectUrl=${encodeURIComponent('https://lottery.example.com/')}`);
  await expectPrefilledOnly(next.page, member, next.logins);
});

test('a backUrl in the query blocks auto login', async ({ page, context, request }) => {
  const member = await createMember(request);
  await remember(page, member);
  const next = await newTab(context);
  await next.page.goto('/m/login?backUrl=%2Fm%2Fgame');
  await expectPrefilledOnly(next.page, member, next.logins);
});

test('after signing out, the member is not signed straight back in', async ({ page, context, request }) => {
  const member = await createMember(request);
  await remember(page, member);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out: the session has left the tab (the screen may be home or sign-in, see decision 043's note).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  const next = await newTab(context);
  await next.page.goto('/m/login');
  await expectPrefilledOnly(next.page, member, next.logins);
});

test('a login saved on another merchant is neither used nor shown', async ({ page, context, request }) => {
  const member = await createMember(request);
  await remember(page, member);
  const next = await newTab(context);
  // The stored merchant preference now names another merchant than the one the login was saved on.
  await next.page.addInitScript(() => localStorage.setItem('merchant', 'OTHER'));
  await next.page.goto('/m/login');
  await expect(next.page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await next.page.waitForTimeout(1000);
  await expect(next.page.getByLabel('Username')).toHaveValue('');
  expect(next.logins).toEqual([]);
});

test('unticking Remember password at the next sign-in forgets the login', async ({ page, context, request }) => {
  const member = await createMember(request);
  await remember(page, member);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out for good (the session gone from the tab) before the next page: a navigation in the middle
  // of the sign-out takes the stale session along, and that page then says "Please log in".
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await page.goto('/m/login');
  await expect(page.getByLabel('Remember password')).toBeChecked();
  await page.getByLabel('Remember password').uncheck();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
  const next = await newTab(context);
  await next.page.goto('/m/login');
  await expect(next.page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(next.page.getByLabel('Username')).toHaveValue('');
  expect(await next.page.evaluate(() => localStorage.getItem('portico.savedLogin'))).toBeNull();
});

test("another member signing in on the same phone (sms code) forgets the first member's saved password", async ({ page, context, request }) => {
  const first = await createMember(request);
  await remember(page, first);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toBeVisible();

  const national = `917${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const second = await createMember(request, { mobile: `63${national}` });
  await page.goto('/m/login');
  // The first member's login is still offered until someone else signs in.
  await expect(page.getByLabel('Username')).toHaveValue(first.username);
  await page.getByRole('tab', { name: 'Text message code' }).click();
  await page.getByLabel('Mobile number').fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await latestTextedCode(request, `+63${national}`));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${second.username}` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portico.savedLogin'))).toBeNull();

  const next = await newTab(context);
  await next.page.goto('/m/login');
  await expect(next.page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await next.page.waitForTimeout(1000);
  await expect(next.page.getByLabel('Username')).toHaveValue('');
  await expect(next.page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(next.logins).toEqual([]);
});
