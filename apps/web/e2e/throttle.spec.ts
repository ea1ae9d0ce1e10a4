import { expect, test } from '@playwright/test';
import { createMember } from './support/members.ts';

/**
 * Failed sign-ins are throttled per account (doc A §8, issue 3 "Abuse limits"); the platform answers
 * TOO_MANY_REQUEST_LOGIN with Retry-After, and the form shows when to try again (decision 010).
 */
test('repeated wrong passwords lock the form with a countdown', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/m/login');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');

  const timer = page.getByRole('timer');
  let throttled: { status: number; retryAfter: string | undefined; body: { errorCode?: string } } | null = null;
  for (let attempt = 1; attempt <= 8 && !throttled; attempt++) {
    const answer = page.waitForResponse('**/wps/session/login');
    await submit.click();
    const response = await answer;
    if (response.status() === 429) {
      throttled = { status: 429, retryAfter: response.headers()['retry-after'], body: await response.json() };
    } else {
      await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
      // Past the 500 ms resubmit lock.
      await page.waitForTimeout(600);
    }
  }
  expect(throttled?.body.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
  const seconds = Number(throttled?.retryAfter);
  expect(seconds).toBeGreaterThan(0);

  await expect(timer).toHaveText(/^Too many attempts\. Try again in \d+ seconds\.$/);
  const shown = Number(/in (\d+) seconds/.exec((await timer.textContent()) ?? '')?.[1]);
  expect(shown).toBeLessThanOrEqual(seconds);
  expect(shown).toBeGreaterThan(seconds - 10);
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-describedby', (await timer.getAttribute('id')) ?? 'missing');
  // Silent as an alert (doc A §8): no notice dialog, only the inline countdown, which counts down.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(timer).not.toHaveText(`Too many attempts. Try again in ${shown} seconds.`, { timeout: 5000 });

  // Even the right password is refused while the lock lasts, and nothing is sent from the form.
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/session/login')) sent = true;
  });
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForTimeout(500);
  expect(sent).toBe(false);
});
