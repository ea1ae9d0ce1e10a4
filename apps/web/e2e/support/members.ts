import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface DevMember {
  username: string;
  password: string;
}

/**
 * A fresh member made by the platform's development-only POST /dev/members, so tests running in
 * parallel on one database never share an account (or its throttle counters).
 */
export async function createMember(
  request: APIRequestContext,
  fixture: { firstTimeLogin?: boolean; passwordExpired?: boolean; password?: string } = {},
): Promise<DevMember> {
  const response = await request.post('/dev/members', { data: fixture });
  expect(response.status(), await response.text()).toBe(201);
  const { username, password } = (await response.json()) as DevMember;
  return { username, password };
}

/** The password sign-in form, once the app runs (the prerendered button is disabled until then). */
export async function signIn(page: Page, member: DevMember, options: { remember?: boolean } = {}): Promise<void> {
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  if (options.remember) await page.getByLabel('Remember password').check();
  await submit.click();
}
