import { expect, test } from '@playwright/test';
import { createMember, signIn } from './support/members.ts';

/** doc A §4: where a member lands after signing in, and who may receive the session token. */

const ALLOWED = 'https://lottery.example.com';

test.describe('routing after sign-in', () => {
  test('an ordinary member goes home, and the login page is replaced in history', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/m/index');
    await page.goto('/m/login');
    await signIn(page, member);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/index$/);
  });

  for (const [name, fixture] of [
    ['a first-time member', { firstTimeLogin: true }],
    ['a member whose password expired (the merchant forces a change)', { passwordExpired: true }],
    ['a member with the weak default password 123456', { password: '123456' }],
  ] as const) {
    test(`${name} is sent to change the password`, async ({ page, request }) => {
      const member = await createMember(request, fixture);
      await page.goto('/m/login');
      await signIn(page, member);
      await expect(page).toHaveURL(/\/m\/changePsw$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    });
  }

  test('an allow-listed redirectUrl receives the token with language, headerColor, b2c=1 and title', async ({ page, request }) => {
    const member = await createMember(request);
    // The lottery site is not reachable from the test machine: the browser's request is answered here.
    let arrived = '';
    await page.route(`${ALLOWED}/**`, async (route) => {
      arrived = route.request().url();
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lottery</title><h1>Lottery</h1>' });
    });
    await page.goto(`/m/login?redirectUrl=${encodeURIComponent(`${ALLOWED}/play?game=7`)}`);
    await signIn(page, member);
    await expect(page.getByRole('heading', { name: 'Lottery' })).toBeVisible();

    const url = new URL(arrived);
    expect(url.origin + url.pathname).toBe(`${ALLOWED}/play`);
    expect(url.searchParams.get('game')).toBe('7');
    expect(url.searchParams.get('language')).toBe('EN');
    expect(url.searchParams.get('headerColor')).toBe('#0b4fa8');
    expect(url.searchParams.get('b2c')).toBe('1');
    expect(url.searchParams.get('title')).toBe('Portico Demo');
    // The token is the member's live session.
    const token = url.searchParams.get('token') ?? '';
    const info = await request.get('/wps/member/info', { headers: { Authorization: token } });
    expect(await info.json()).toMatchObject({ success: true, value: { userName: member.username } });
  });

  for (const foreign of ['https://lottery.example.com.evil.net/steal', 'https://lottery.example.com:8443/', 'http://lottery.example.com/']) {
    test(`a foreign redirectUrl (${foreign}) never receives anything: the member goes home`, async ({ page, request }) => {
      const member = await createMember(request);
      const target = new URL(foreign);
      const toForeign: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.hostname === target.hostname || url.searchParams.has('token')) toForeign.push(r.url());
      });
      await page.route((url) => url.hostname === target.hostname, (route) => route.abort());
      await page.goto(`/m/login?redirectUrl=${encodeURIComponent(foreign)}`);
      await signIn(page, member);
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
      expect(toForeign).toEqual([]);
    });
  }
});

test('a second submit within 500 ms of the last answer sends nothing', async ({ page, request }) => {
  const member = await createMember(request);
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/session/login')) logins.push(r.method());
  });
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  // Submit, and press again in the same instant the refusal is shown (in the page: no test-runner latency).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const submit = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign in');
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="alert"]')) return;
          observer.disconnect();
          submit()?.click();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
        submit()?.click();
      }),
  );
  await page.waitForTimeout(300);
  expect(logins).toHaveLength(1);

  await page.waitForTimeout(400);
  const second = page.waitForResponse('**/wps/session/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await second;
  expect(logins).toHaveLength(2);
});

test.describe('on sign-in the rank progress is fetched (doc A §4) and shown at home', () => {
  for (const [who, password, text, done, total] of [
    ['player1', 'Player#2026', 'VIP Silver — 3 of 5 conditions to Gold', '3', '5'],
    // Restricted members (type 4) have no chat, but do have a VIP rank.
    ['restricted1', 'Restricted#2026', 'VIP Bronze — 0 of 3 conditions to Silver', '0', '3'],
  ] as const) {
    test(`${who}: ${text}`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/wps/relay/MCSFE_getPlayerRankProgress')) fetched.push(r.headers()['authorization'] ?? '');
      });
      await page.goto('/m/login');
      await signIn(page, { username: who, password });
      const bar = page.getByRole('progressbar', { name: 'VIP rank' });
      await expect(bar).toHaveAttribute('aria-valuenow', done);
      await expect(bar).toHaveAttribute('aria-valuemax', total);
      await expect(page.getByText(text)).toBeVisible();
      // Fetched once, with the new session's token: the sign-in prefetch is what home shows.
      expect(fetched).toHaveLength(1);
      expect(fetched[0]).toBe(await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token));
    });
  }
});
