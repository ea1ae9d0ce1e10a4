import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { E2E_ADMIN_TOKEN } from './support/run-settings.ts';
import { createMember, signIn, type DevMember } from './support/members.ts';

/** Issue 14, chat half (decision 039): the chat button, the local chat vendor, the operator's reply. */

const CHAT = /^Chat with customer service/;
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

async function signedIn(page: Page, member: DevMember) {
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function agentReplies(request: APIRequestContext, username: string, text: string) {
  const list = await request.get('/admin/chat/conversations?merchantCode=DEMO', { headers: admin });
  const conversation = ((await list.json()) as { value: { id: number; username: string }[] }).value.find((c) => c.username === username);
  expect(conversation, `${username}'s conversation in the operator's list`).toBeTruthy();
  const answer = await request.post(`/admin/chat/conversations/${conversation?.id}/reply`, { headers: admin, data: { merchantCode: 'DEMO', text } });
  expect((await answer.json()) as unknown).toMatchObject({ success: true, value: { author: 'agent', body: text } });
}

test('a visitor who taps chat is sent to sign in', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: CHAT }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the restricted demo member (type 4) is told no_permissions, and no unread count is asked', async ({ page }) => {
  const unreadAsked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('CBS_unreadCount')) unreadAsked.push(r.url());
  });
  await signedIn(page, { username: 'restricted1', password: 'Restricted#2026' });
  await page.getByRole('button', { name: CHAT }).click();
  await expect(page.getByRole('alertdialog').getByText('Your account cannot use customer-service chat.')).toBeVisible();
  expect(unreadAsked).toEqual([]);
});

test('a member writes in the local chat, an agent replies, the badge shows 1 until it is read', async ({ page, request }) => {
  // Two pages and three operator replies: about 30 s on this shared machine under load, past the default.
  test.setTimeout(60_000);
  const member = await createMember(request);
  await signedIn(page, member);
  await expect(page.getByRole('button', { name: 'Chat with customer service' })).toBeVisible();

  await page.getByRole('button', { name: CHAT }).click();
  await expect(page).toHaveURL(/\/vendor\/local\/chat\?t=/);
  expect(page.url()).not.toContain(member.username);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Write a message first.')).toBeVisible();
  await page.getByLabel('Your message').fill('My deposit has not arrived.');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText('My deposit has not arrived.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The page updates live: an agent's reply appears without a reload (and is read there).
  await agentReplies(request, member.username, 'We are checking it now.');
  await expect(log.getByText('We are checking it now.')).toBeVisible({ timeout: 10_000 });

  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('button', { name: 'Chat with customer service' })).toBeVisible();

  // A reply while the member is away: the badge counts it until the conversation is opened.
  await agentReplies(request, member.username, 'Your deposit is credited.');
  await page.reload();
  const badged = page.getByRole('button', { name: 'Chat with customer service (1 unread)' });
  await expect(badged).toBeVisible();
  await expect(badged).toContainText('1');
  await badged.click();
  await expect(page.getByRole('log').getByText('Your deposit is credited.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page.getByRole('button', { name: 'Chat with customer service' })).toBeVisible();
});

test("on the local vendor the badge shows an agent's reply within 2 s, without a reload (decision 057)", async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member);
  // The member's conversation is made when they first open the chat.
  await page.getByRole('button', { name: CHAT }).click();
  await expect(page).toHaveURL(/\/vendor\/local\/chat\?t=/);
  const streaming = page.waitForResponse((r) => r.url().includes('/wps/relay/CBS_unreadCountEvents') && r.status() === 200);
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page.getByRole('button', { name: 'Chat with customer service', exact: true })).toBeVisible();
  expect((await streaming).headers()['content-type']).toContain('text/event-stream');

  await agentReplies(request, member.username, 'Your withdrawal is on its way.');
  await expect(page.getByRole('button', { name: 'Chat with customer service (1 unread)' })).toBeVisible({ timeout: 2_000 });
  // The Me tab carries the same count (decision 062).
  await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Me 1 new' })).toBeVisible();
});
