import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

export interface DevMember {
  username: string;
  password: string;
  /** The authenticator secret when the fixture asked for one (totpSecret: true). */
  totpSecret?: string | null;
}

/** What POST /dev/members accepts (apps/server/src/routes/dev/members.ts). */
export interface DevMemberFixture {
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  password?: string;
  /** E.164 digits without '+'. */
  mobile?: string;
  email?: string;
  payeeName?: string;
  totpSecret?: boolean;
  twoFactor?: { email?: boolean; ga?: boolean; sms?: boolean; payeeName?: boolean };
  /** Point-market points to start with. */
  points?: number;
  /** 1 or 2: an agent (doc A §3). */
  customerType?: 0 | 1 | 2 | 4;
}

/** The raw answer of POST /dev/members; `merchant` picks another merchant than the host's. */
export function postDevMember(
  request: APIRequestContext,
  fixture: DevMemberFixture = {},
  options: { merchant?: string } = {},
): Promise<APIResponse> {
  return request.post('/dev/members', { data: fixture, headers: options.merchant ? { Merchant: options.merchant } : {} });
}

/**
 * A fresh member made by the platform's development-only POST /dev/members, so tests running in
 * parallel on one database never share an account (or its throttle counters).
 */
export async function createMember(
  request: APIRequestContext,
  fixture: DevMemberFixture = {},
  options: { merchant?: string } = {},
): Promise<DevMember> {
  const response = await postDevMember(request, fixture, options);
  expect(response.status(), await response.text()).toBe(201);
  const { username, password, totpSecret } = (await response.json()) as DevMember;
  return { username, password, totpSecret };
}

/** The newest code texted to `e164` ('+63…'), read from the development outbox once it arrives. */
export async function latestTextedCode(request: APIRequestContext, e164: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/outbox.json?to=${encodeURIComponent(e164)}`);
      const { messages } = (await answer.json()) as { messages: { code: string }[] };
      code = messages[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
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
