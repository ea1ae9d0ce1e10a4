import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn, type DevMember } from './support/members.ts';

/** Issue 10 part B (decision 029): activities' go-buttons, the member centre and the pages it links. */

async function signedIn(page: Page, member: DevMember) {
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function activityIds(page: Page): Promise<Record<string, number>> {
  const answer = await page.request.get('/wps/relay/MCSFE_getListActivities');
  const { value } = (await answer.json()) as { value: { id: number; target: string }[] };
  return Object.fromEntries(value.map((a) => [a.target, a.id]));
}

test('each activity go-button as a visitor and as a member', async ({ page, request }) => {
  const ids = await activityIds(page);
  const open = async (target: string) => {
    await page.goto(`/m/activity?id=${ids[target]}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };

  // Visitor: REGISTER shows, login-required targets go to sign-in. The demo links to no other site
  // (decision 055): REDIRECT_URL's button is proven by the go-button's unit test.
  await open('REGISTER');
  await expect(page.getByRole('heading', { name: 'Join today, play tonight' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Sign up now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  for (const [target, name] of [['DEPOSIT', 'Deposit now'], ['MEMBER', 'See VIP benefits'], ['POINT_MARKET', 'Go to the point market']]) {
    await open(target!);
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/m/login');
  }
  await open('INVITE_FRIENDS');
  await expect(page.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/m/inviteFriends');
  await open('APP_DOWNLOAD');
  await expect(page.getByText(/Download for|not available for download/).first()).toBeVisible();

  // A fresh member (type 0, no VIP label): no REGISTER, no MEMBER; the others go to their pages.
  await signedIn(page, await createMember(request));
  await open('REGISTER');
  await expect(page.getByRole('link', { name: 'Sign up now' })).toHaveCount(0);
  await open('MEMBER');
  await expect(page.getByRole('link', { name: 'See VIP benefits' })).toHaveCount(0);
  for (const [target, name, href] of [
    ['DEPOSIT', 'Deposit now', '/m/voucherCenter'],
    ['REWARD_CENTER', 'Open the reward centre', '/m/rewardCenter'],
    ['MISSION', 'See missions', '/m/leaderBoard'],
    ['POINT_MARKET', 'Go to the point market', '/m/mall/mallHome'],
    ['INVITE_FRIENDS', 'Invite friends', '/m/inviteFriends'],
  ]) {
    await open(target!);
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
});

test('a visitor learns how inviting works and is offered sign-up', async ({ page }) => {
  await page.goto('/m/inviteFriends');
  await expect(page).toHaveTitle('Invite friends · Portico Demo');
  await expect(page.getByText('Share it with friends.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to invite friends' })).toHaveAttribute('href', '/m/register');
  await expectNoSeriousViolations(page);
});

test('the invite page in Arabic reads right to left, in Arabic', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByLabel('Language').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('heading', { level: 1, name: 'ادعُ أصدقاءك' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سجّل لدعوة أصدقائك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousViolations(page);
});

test('a member reaches every page from the member centre and uses them', async ({ page, request }) => {
  // One long journey through nine screens, each checked with axe.
  test.setTimeout(60_000);
  await signedIn(page, await createMember(request));
  await page.goto('/m/member/home');
  await expect(page).toHaveTitle('Member centre · Portico Demo');
  await expectNoSeriousViolations(page);

  // The icon picker keeps the choice.
  const saved = page.waitForResponse('**/wps/member/profileIcon/set');
  await page.getByRole('radio', { name: 'Icon 5' }).check();
  expect(await (await saved).json()).toMatchObject({ success: true, value: { icon: 5, iconCount: 9 } });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Icon 5' })).toBeChecked();

  const visit = async (name: string, check: () => Promise<void>) => {
    await page.goto('/m/member/home');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveTitle(`${name} · Portico Demo`);
    await check();
    await expectNoSeriousViolations(page);
  };

  await visit('Reward centre', async () => {
    await expect(page.getByRole('heading', { name: 'App welcome credit' })).toBeVisible();
    await page.getByRole('button', { name: 'Friends' }).click();
    await expect(page.getByRole('heading', { name: 'App welcome credit' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your personal invite bonus' })).toBeVisible();
  });
  await visit('Invite friends', async () => {
    await expect(page.getByText(/^[A-Z2-9]{8}$/)).toBeVisible();
    await expect(page.getByTestId('referral-link')).toContainText('/m/register?r=');
  });
  await visit('Become an agent', async () => {
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByLabel('Contact (phone, LINE, Telegram…)')).toHaveAccessibleDescription('Enter at least 3 characters so we can reach you.');
    await page.getByLabel('Contact (phone, LINE, Telegram…)').fill('line: @e2e-agent');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your application is being reviewed. We will contact you soon.')).toBeVisible();
  });
  await visit('Point market', async () => {
    await expect(page.getByText('Your points: 0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Redeem: 10 free spins' })).toBeDisabled();
  });
  await visit('Missions', async () => {
    await expect(page.getByRole('progressbar', { name: 'Make a deposit' })).toHaveAttribute('aria-valuetext', '0 of 1');
  });
  await visit('VIP benefits', async () => {
    await expect(page.getByText('VIP benefits are not offered for your level yet.')).toBeVisible();
  });
  await visit('Feedback', async () => {
    const message = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await expect(message).toHaveAccessibleDescription('Write a message.');
    await message.fill('x'.repeat(1001));
    await send.click();
    await expect(message).toHaveAccessibleDescription('At most 1000 characters.');
    await message.fill('The missions page could show when each mission resets.');
    await send.click();
    await expect(page.getByText('Thank you. Your feedback was sent.')).toBeVisible();
  });
});

test('agent1 (read only) sees the Gold benefits, the seeded points and missions', async ({ page }) => {
  await signedIn(page, { username: 'agent1', password: 'Agent#2026' });
  await page.goto('/m/member/home');
  await expect(page.getByRole('link', { name: 'VIP Gold' })).toBeVisible();
  await page.goto('/m/member/benefits');
  const gold = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Gold/ }) });
  await expect(gold).toHaveAttribute('aria-current', 'true');
  await expect(gold.getByText('Priority withdrawals')).toBeVisible();
  await page.goto('/m/mall/mallHome');
  await expect(page.getByText(/^Your points: [\d,]+$/)).toBeVisible();
  await page.goto('/m/leaderBoard');
  await expect(page.getByRole('progressbar', { name: 'Invite 3 friends' })).toHaveAttribute('aria-valuetext', 'Completed');
});

test("home's referral entry: a visitor and a member go to invite friends, agent1 to the agent page; the member centre from home", async ({
  page,
  request,
  browser,
  watchContext,
}) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Start inviting' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);

  await signedIn(page, await createMember(request));
  await page.getByRole('button', { name: 'Start inviting' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);

  const agentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await watchContext(agentContext);
  const agent = await agentContext.newPage();
  await signedIn(agent, { username: 'agent1', password: 'Agent#2026' });
  await agent.getByRole('button', { name: 'Start inviting' }).click();
  await expect(agent).toHaveURL(/\/m\/agentRegister$/);
});
