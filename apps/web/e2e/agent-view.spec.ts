import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn, type DevMember } from './support/members.ts';

/** Issue 31 defect 6: an agent sees their own agent view, not the "Become an agent" application. */

async function openFromMemberCentre(page: Page, member: DevMember, row: string) {
  await page.goto('/m/login');
  await signIn(page, member);
  // A sign-in takes seconds on this shared machine (issue 31 item 11).
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: row, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
}

test('agent1 sees the agent centre: code, link to copy, and the members the platform counts', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFromMemberCentre(page, { username: 'agent1', password: 'Agent#2026' }, 'Agent centre');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
  await expect(page).toHaveTitle('Agent centre · Portico Demo');
  const summary = await page.request.get('/wps/member/agent/summary', {
    headers: { Authorization: await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string) },
  });
  const { value } = (await summary.json()) as { value: { agentCode: string; invitedMembers: number; depositingMembers: number } };
  await expect(page.getByText(value.agentCode, { exact: true })).toBeVisible();
  await expect(page.getByTestId('referral-link')).toHaveText(new RegExp(`/m/register\\?r=${value.agentCode}$`));
  const members = page.getByRole('region', { name: 'Your members' });
  await expect(members.getByRole('definition').first()).toHaveText(String(value.invitedMembers));
  await expect(members.getByText('Signed up with your code')).toBeVisible();
  await expect(members.getByText('Of them, have deposited')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
  await expect(page.getByText('Become an agent')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/m/register\\?r=${value.agentCode}$`));
});

test('a fresh agent starts at zero members; an ordinary member still gets the application', async ({ page, request, browser }) => {
  await openFromMemberCentre(page, await createMember(request, { customerType: 1 }), 'Agent centre');
  const members = page.getByRole('region', { name: 'Your members' });
  await expect(members.getByRole('definition')).toHaveText(['0', '0']);

  const other = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await openFromMemberCentre(other, await createMember(request), 'Become an agent');
  await expect(other.getByRole('heading', { level: 1, name: 'Become an agent' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Send application' })).toBeVisible();
  await expect(other.getByText('Your agent code')).toHaveCount(0);
  await other.context().close();
});
