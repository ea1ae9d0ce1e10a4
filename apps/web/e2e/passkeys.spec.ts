import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { E2E_PORT } from './support/run-settings.ts';
import { createMember, signIn } from './support/members';

/**
 * Passkeys (issue 17 item 8, decision 042) with Chromium's virtual authenticator over the DevTools
 * protocol: a phone's platform authenticator that keeps discoverable credentials and verifies its
 * user. WebAuthn never takes an address as a relying party, so the pages run on localhost, one of
 * the demo merchant's domains.
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a member adds a passkey, signs in with it, renames and removes it', async ({ page, request }) => {
  // Two sign-ins, two axe runs and five screens: room for a loaded machine.
  test.setTimeout(60_000);
  const authenticator = await addVirtualAuthenticator(page);
  const member = await createMember(request);

  await page.goto(`${ORIGIN}/m/login`);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);

  // The member centre links the passkeys screen.
  await page.goto(`${ORIGIN}/m/member/home`);
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page).toHaveURL(/\/m\/member\/passkeys$/);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText('Passkey added.');
  await expect(page.getByRole('heading', { name: 'Passkey 1' })).toBeVisible();
  await expect(page.getByText('Not used yet')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoSeriousViolations(page);

  // Signed out, the login page offers the passkey once it is interactive.
  await page.goto(`${ORIGIN}/m/home`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The virtual authenticator answers the username field's autofill request at once (the autofill
  // test below). Here the browser is one without passkey autofill, so the button is the way in.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.goto(`${ORIGIN}/m/login`);
  const passkeyButton = page.getByRole('button', { name: 'Use a passkey' });
  await expect(passkeyButton).toBeEnabled();
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username webauthn');
  await expectNoSeriousViolations(page);
  const answer = page.waitForResponse('**/wps/session/passkey');
  await passkeyButton.click();
  expect((await (await answer).json()).success).toBe(true);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();

  // Used now; renamed; removed.
  await page.goto(`${ORIGIN}/m/member/passkeys`);
  await expect(page.getByText(/^Last used /)).toBeVisible();
  await page.getByRole('button', { name: 'Rename Passkey 1' }).click();
  const name = page.getByLabel('Passkey name');
  await name.fill('  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Give the passkey a name.')).toBeVisible();
  await name.fill('Work phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Work phone' })).toBeVisible();
  await expect(page.locator('#main').getByRole('status')).toHaveText('Passkey renamed.');

  await page.getByRole('button', { name: 'Remove Work phone' }).click();
  await expect(page.getByText('Remove Work phone? You can still sign in with your password.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(page.locator('#main').getByRole('status')).toHaveText('Passkey removed.');
});

test('the passkeys offered in the username field sign the member in (conditional UI)', async ({ page, request }) => {
  const authenticator = await addVirtualAuthenticator(page);
  const member = await createMember(request);
  await page.goto(`${ORIGIN}/m/login`);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto(`${ORIGIN}/m/member/passkeys`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey 1' })).toBeVisible();
  await page.goto(`${ORIGIN}/m/home`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Chromium's virtual authenticator stands in for the person picking the passkey in the autofill list.
  const answer = page.waitForResponse('**/wps/session/passkey');
  await page.goto(`${ORIGIN}/m/login`);
  expect((await (await answer).json()).success).toBe(true);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.username}` })).toBeVisible();
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);
});
