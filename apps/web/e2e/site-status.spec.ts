import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { gateMerchant, RESTRICTED_HOST } from './support/merchants/site-access.ts';
import { E2E_ADMIN_TOKEN, mcManifestTemplate } from './support/run-settings.ts';

/**
 * The site-status gate and the update notice (doc A §2, §4; decision 016) on merchants of their
 * own (support/merchants/site-access.ts), switched by the operator endpoint the CLI `npm run site` uses.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const origin = (host: string) => `http://${host}:${PORT}`;
const CHAT = 'https://chat.example.com/demo';

async function switchMaintenance(request: APIRequestContext, merchantCode: string, body: Record<string, unknown>) {
  const response = await request.put('/admin/site-status', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { merchantCode, ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The tab coming back to the front: what the gate listens for. */
const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

async function expectAppUnusable(page: Page) {
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn.click({ trial: true, timeout: 1000 })).rejects.toThrow();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
}

async function openSignIn(page: Page, host: string) {
  await page.goto(`${origin(host)}/m/login`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
}

// The tests of a project share its merchants' switch: one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  // The merchant's customer-service link is a third party: a stand-in page answers for it.
  await context.route(`${CHAT}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title><h1>Live chat</h1>' }));
});

test('maintenance switched on shows the maintenance page at the hourly check; off gives the site back', async ({ page, request }, testInfo) => {
  const { code, host } = gateMerchant('maint', testInfo.project.name);
  await switchMaintenance(request, code, { maintenance: 'file' });
  await page.clock.install();
  await openSignIn(page, host);
  // The first check (1.5 s) finds the site open.
  await page.waitForResponse((r) => r.url().includes('/wps/system/status'));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await switchMaintenance(request, code, { maintenance: 'on', end: '2030-05-01T10:00:00Z', desc: 'We are moving to faster servers.' });
  await page.clock.fastForward('01:00:00');

  const gate = page.getByRole('dialog', { name: 'Scheduled maintenance' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('heading', { level: 1, name: 'Scheduled maintenance' })).toBeVisible();
  await expect(gate).toContainText('We are moving to faster servers.');
  await expect(gate.locator('time')).toHaveAttribute('datetime', '2030-05-01T10:00:00.000Z');
  await expect(gate).toContainText('2030');
  // The app behind is not usable: covered, and inert (out of reach of taps, keys and screen readers).
  await expectAppUnusable(page);
  await expectNoSeriousViolations(page);

  const popup = page.waitForEvent('popup');
  await gate.getByRole('button', { name: 'Contact us' }).click();
  await expect(await popup).toHaveURL(CHAT);

  await switchMaintenance(request, code, { maintenance: 'off' });
  await returnToTab(page);
  await expect(gate).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await switchMaintenance(request, code, { maintenance: 'file' });
});

test('in Arabic the maintenance page reads right to left, with the English copy beside it', async ({ page, request }, testInfo) => {
  const { code, host } = gateMerchant('maint', testInfo.project.name);
  await page.goto(`${origin(host)}/m/home`);
  await page.getByLabel('Language').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await switchMaintenance(request, code, { maintenance: 'on' });
  await returnToTab(page);

  const gate = page.getByRole('dialog', { name: 'صيانة مجدولة' });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText('نعمل على تحسين الموقع.');
  const english = gate.getByText('We are improving the site.');
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(gate.getByRole('button', { name: 'اتصل بنا' })).toBeVisible();
  // Right to left: the heading's text starts at the right edge of the page.
  const box = await gate.getByRole('heading', { level: 1 }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeGreaterThan(width / 2);
  await expectNoSeriousViolations(page);
  await switchMaintenance(request, code, { maintenance: 'file' });
});

test('a restricted IP sees the access-denied page with its address, contact us and retry', async ({ page }) => {
  await page.goto(`${origin(RESTRICTED_HOST)}/m/login`);
  const gate = page.getByRole('dialog', { name: 'Access restricted' });
  await expect(gate).toBeVisible({ timeout: 10_000 });
  await expect(gate).toContainText('your location or IP address does not allow access');
  await expect(gate).toContainText(/Your IP address:\s*(127\.0\.0\.1|::1)/);
  // Focus starts on the page's heading, not on the inert app behind.
  await expect(gate.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeFocused();
  await expectAppUnusable(page);
  await expectNoSeriousViolations(page);

  const statusCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/system/status')) statusCalls.push(r.url());
  });
  await gate.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => statusCalls.length).toBe(1);
  await expect(gate).toBeVisible();

  const popup = page.waitForEvent('popup');
  await gate.getByRole('button', { name: 'Contact us' }).click();
  await expect(await popup).toHaveURL(CHAT);
});

test('a new build shows "Update Available"; refresh reloads the sign-in page', async ({ page }, testInfo) => {
  const { code, host } = gateMerchant('update', testInfo.project.name);
  const merchantsDir = process.env.PORTICO_E2E_MERCHANTS_DIR;
  if (!merchantsDir) throw new Error('PORTICO_E2E_MERCHANTS_DIR is set by playwright.config.ts');
  const manifest = mcManifestTemplate(merchantsDir).replace('{merchant}', code);
  writeFileSync(manifest, JSON.stringify({ files: { 'main.js': `first-${Date.now()}` } }));

  const firstHash = page.waitForResponse((r) => r.url().includes('/mobile/mc/asset-manifest.json'));
  await openSignIn(page, host);
  await firstHash;
  writeFileSync(manifest, JSON.stringify({ files: { 'main.js': `second-${Date.now()}` } }));
  await returnToTab(page);

  const notice = page.getByRole('alertdialog', { name: 'Update Available' });
  await expect(notice).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.evaluate(() => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true));
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await page.waitForURL(`${origin(host)}/m/login`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh ?? false)).toBe(false);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(notice).toHaveCount(0);
});
