import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GEETEST4_HOST, GEETEST4_MERCHANT, GEETEST_HOST, GEETEST_MERCHANT } from './support/merchants/verification.ts';
import { createMember, type DevMember } from './support/members.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/**
 * The Geetest adapter (doc A §2, §5, §8, §9; decision 015) against the platform's stand-in: the
 * loader script comes from the merchant's server list, the register step and the result check are
 * the platform's, and the challenge is the stand-in's accessible dialog.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const V3 = `http://${GEETEST_HOST}:${PORT}`;
const V4 = `http://${GEETEST4_HOST}:${PORT}`;

const memberOf = (request: APIRequestContext, merchant: string): Promise<DevMember> => createMember(request, {}, { merchant });

async function fill(page: Page, member: DevMember) {
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
}

const widget = (page: Page) => page.getByRole('group', { name: 'Human verification' });
const verifyButton = (page: Page) => page.getByRole('button', { name: "I'm not a robot — tap to verify" });
const challenge = (page: Page) => page.getByRole('dialog', { name: 'Security check' });

async function passChallenge(page: Page) {
  await verifyButton(page).click();
  await challenge(page).getByRole('button', { name: 'I am a person' }).click();
  await expect(challenge(page)).toBeHidden();
  await expect(widget(page).getByRole('status')).toHaveText('Verified');
}

for (const [version, origin, merchant] of [
  ['v3', V3, GEETEST_MERCHANT],
  ['v4', V4, GEETEST4_MERCHANT],
] as const) {
  test(`${version}: passing the challenge signs in; the result is sent in the Geetest fields`, async ({ page, request }) => {
    const member = await memberOf(request, merchant);
    await page.goto(`${origin}/m/login`);
    await fill(page, member);
    await expect(verifyButton(page)).toBeEnabled({ timeout: 15_000 });
    await expectNoSeriousViolations(page);
    await passChallenge(page);
    await expectNoSeriousViolations(page);
    const sent = page.waitForRequest('**/wps/session/login');
    const answer = page.waitForResponse('**/wps/session/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The body is sealed (doc A §7); what matters is that the platform accepted the result.
    expect((await sent).method()).toBe('POST');
    expect((await (await answer).json()).success).toBe(true);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

test("closing the challenge → 'please complete verification first', and nothing is sent", async ({ page, request }) => {
  const member = await memberOf(request, GEETEST_MERCHANT);
  let logins = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/session/login')) logins += 1;
  });
  await page.goto(`${V3}/m/login`);
  await fill(page, member);
  await verifyButton(page).click();
  await expect(challenge(page)).toBeVisible();
  // The stand-in's dialog is usable by label and role, and holds focus while open.
  await expect(challenge(page).getByRole('button', { name: 'I am a person' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await challenge(page).getByRole('button', { name: 'Close' }).click();
  await expect(challenge(page)).toBeHidden();
  await expect(widget(page)).toContainText('Please complete verification first.');
  await expect(verifyButton(page)).toBeEnabled();

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Please complete verification first.');
  await notice.getByRole('button', { name: 'OK' }).click();
  expect(logins).toBe(0);

  // Verifying afterwards still works.
  await passChallenge(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('an init that takes over 10 s is retried exactly once', async ({ page }) => {
  test.setTimeout(60_000);
  const registers: number[] = [];
  const started = Date.now();
  await page.route('**/wps/captcha/geetest?*', async (route) => {
    registers.push(Date.now() - started);
    // The first register step never answers: the 10 s init time-out has to fire.
    if (registers.length === 1) return new Promise<void>(() => undefined);
    return route.continue();
  });
  await page.goto(`${V3}/m/login`);
  await expect(verifyButton(page)).toBeEnabled({ timeout: 30_000 });
  expect(registers).toHaveLength(2);
  expect(registers[1]! - registers[0]!).toBeGreaterThanOrEqual(9_500);
  await page.waitForTimeout(500);
  expect(registers).toHaveLength(2);
});

test('a loader server that does not answer in 3 s is skipped for the next one in the list', async ({ page, request }) => {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/static/tools/gt.js')) loads.push(new URL(r.url()).pathname);
  });
  // The first server hangs (a dead CDN); the second is the fallback.
  await page.route('**/dev/geetest/primary/**', () => new Promise<void>(() => undefined));
  const member = await memberOf(request, GEETEST_MERCHANT);
  await page.goto(`${V3}/m/login`);
  await fill(page, member);
  await expect(verifyButton(page)).toBeEnabled({ timeout: 15_000 });
  expect(loads).toEqual(['/dev/geetest/primary/static/tools/gt.js', '/dev/geetest/fallback/static/tools/gt.js']);
  await passChallenge(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('when no loader server answers, the widget says it is a network failure and retry starts again', async ({ page }) => {
  test.setTimeout(60_000);
  await page.route('**/dev/geetest/*/static/tools/gt.js', (route) => route.abort());
  await page.goto(`${V3}/m/login`);
  const retry = page.getByRole('button', { name: 'Verification failed — tap to retry' });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(widget(page)).toContainText('Network failure: the verification could not load (60204)');
  await page.unroute('**/dev/geetest/*/static/tools/gt.js');
  await retry.click();
  await expect(verifyButton(page)).toBeEnabled({ timeout: 15_000 });
});
