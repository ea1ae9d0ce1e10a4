import { expect, test } from '@playwright/test';

const PLAYER = { username: 'player1', password: 'Player#2026' };

test.describe('signing in with a username and password', () => {
  test('sign in → home shows the name → reload keeps the session → sign out', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByLabel('Username').fill(PLAYER.username);
    await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'You are not signed in.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('a wrong password shows the platform message and stays on the form', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByLabel('Username').fill(PLAYER.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    const answer = page.waitForResponse('**/wps/session/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const body = await (await answer).json();
    expect(body).toMatchObject({ success: false, errorCode: 'login.cred.err' });
    await expect(page.getByRole('alert')).toHaveText(body.message);
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('empty fields are flagged next to the field and nothing is sent', async ({ page }) => {
    await page.goto('/m/login');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/login')) sent = true;
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username.')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    expect(sent).toBe(false);
  });

  test('credentials travel encrypted, and a body tampered in flight is refused', async ({ page }) => {
    await page.route('**/wps/session/login', async (route) => {
      const request = route.request();
      const sent = request.postDataJSON() as { value: string };
      expect(Object.keys(sent)).toEqual(['value']);
      expect(request.postData()).not.toContain(PLAYER.password);
      expect(request.headers()['x-rsa']).toBeTruthy();
      // Flip one character in the middle of the ciphertext, as an attacker on the path would.
      const i = Math.floor(sent.value.length / 2);
      const flipped = sent.value[i] === 'A' ? 'B' : 'A';
      await route.continue({ postData: JSON.stringify({ value: sent.value.slice(0, i) + flipped + sent.value.slice(i + 1) }) });
    });
    await page.goto('/m/login');
    await page.getByLabel('Username').fill(PLAYER.username);
    await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
    const answer = page.waitForResponse('**/wps/session/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'encryption.tampered' });
    await expect(page.getByRole('alert')).toContainText('altered');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a session ended on the platform sends the player back to sign in with a notice', async ({ page, request }) => {
    await page.goto('/m/login');
    await page.getByLabel('Username').fill(PLAYER.username);
    await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, player1' })).toBeVisible();

    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token);
    // The player leaves (the tab keeps its session storage); ended elsewhere meanwhile, the session is
    // found out on return. Ended under a live page, that page's own next call could find it out first.
    await page.goto('about:blank');
    const ended = await request.post('/wps/session/logout', { headers: { Authorization: token } });
    expect(ended.ok()).toBe(true);

    await page.goto('/m/home');
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('Please log in');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
