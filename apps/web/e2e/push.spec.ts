import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn } from './support/members.ts';
import { PUSH_HOST, PUSH_MERCHANT } from './support/merchants/features.ts';
import { E2E_PORT } from './support/run-settings.ts';
import { operatorSend, pushTokensOf, startLocalPushService, useLocalPushService, type LocalPushService } from './support/push.ts';

// Push (issue 14, decision 038) needs the one service worker (the config blocks it elsewhere), and
// runs on the one e2e merchant with push on (support/merchants/features.ts).
test.use({ serviceWorkers: 'allow' });
const ORIGIN = `http://${PUSH_HOST}:${E2E_PORT}`;

let service: LocalPushService;
test.beforeAll(async () => {
  service = await startLocalPushService();
});
test.afterAll(() => service.close());

/** iPhone: the installed web app of iOS 17.4 (push needs the Home Screen app, 16.4+); Chromium plays it. */
async function asHomeScreenApp(page: Page) {
  await page.addInitScript(() => {
    const ua = navigator.userAgent.replace(/OS 1\d_\d/, 'OS 17_4').replace(/Version\/1\d\.\d/, 'Version/17.4');
    Object.defineProperty(navigator, 'userAgent', { get: () => ua });
    Object.defineProperty(navigator, 'standalone', { get: () => true });
  });
}

/** Delivers a push into the page's worker through DevTools, as a push service would. */
async function deliverIntoWorker(page: Page, data: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/m/') && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(data) });
}

test('a member allows notifications, the platform stores the token, an operator send arrives, and sign-out unbinds', async ({ page, context }, testInfo) => {
  if (testInfo.project.name === 'iphone') await asHomeScreenApp(page);
  const pushService = await useLocalPushService(page, service);
  const member = await createMember(page.request, {}, { merchant: PUSH_MERCHANT });
  await page.goto(`${ORIGIN}/m/login`);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);

  const modal = page.getByRole('dialog', { name: 'Turn on notifications' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page, '[role="dialog"]');
  // Playwright answers the browser's own permission prompt: the member said yes there too.
  await context.grantPermissions(['notifications']);
  await modal.getByRole('button', { name: 'Allow' }).click();
  await expect(modal).toBeHidden();

  await expect.poll(() => pushTokensOf(page, member.username), { timeout: 20_000 }).toEqual([expect.objectContaining({ topics: ['ALL'] })]);
  const [stored] = await pushTokensOf(page, member.username);
  expect(JSON.parse(stored!.token)).toMatchObject({ endpoint: `${service.url}/notify/${pushService.clientHash()}` });

  // The operator's send goes through the platform's Web Push adapter to the push service, which decrypts it.
  const payload = { title: 'Weekend reload bonus', body: 'Claim 20% before Sunday', url: '/m/promotions' };
  expect(await operatorSend(page, member.username, payload)).toMatchObject({ targets: 1, delivered: 1 });
  expect((await service.messages(pushService.clientHash()!)).map((m) => JSON.parse(m))).toEqual([payload]);

  // The push service cannot reach this browser: DevTools hands the same payload to the worker.
  await deliverIntoWorker(page, payload);
  await expect
    // The worker may be stopped and started again to take the push: under a full run that takes seconds.
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body }))), {
      timeout: 15_000,
    })
    .toEqual([{ title: payload.title, body: payload.body }]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => pushTokensOf(page, member.username)).toEqual([]);
});

test('iOS Safari outside the Home Screen explains that push needs the installed web app', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'iphone', 'an iPhone browser tab');
  const member = await createMember(page.request, {}, { merchant: PUSH_MERCHANT });
  await page.goto(`${ORIGIN}/m/login`);
  await signIn(page, member);
  const modal = page.getByRole('dialog', { name: 'Notifications need the app on your Home Screen' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText('Add to Home Screen');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await modal.getByRole('button', { name: 'Got it' }).first().click();
  await expect(modal).toBeHidden();
});
