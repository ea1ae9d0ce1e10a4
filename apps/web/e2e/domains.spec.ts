import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { AFFILIATE_CODES, domainsSetup } from './support/merchants/site-access.ts';
import { E2E_PORT } from './support/run-settings.ts';
import { startPlatform, type Platform } from './support/platform';

/**
 * Domains (doc A §2, §4, §7; decision 018) against real platforms: the main one serves a domain
 * its merchant took out of service, and three more instances on other loopback names and ports
 * answer the race's ping 2.5 s, 0.8 s and 5 s late (PING_DELAY_MS). The middle one must win.
 */
const DELAYS_MS = [2500, 800, 5000];
let platforms: Platform[] = [];

test.describe('domains', () => {
  // One worker owns the extra platform instances (their ports are fixed per project).
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    const testInfo = test.info();
    testInfo.setTimeout(180_000);
    const { ports } = domainsSetup(testInfo.project.name);
    platforms = await Promise.all(ports.map((port, i) => startPlatform(port, { PING_DELAY_MS: String(DELAYS_MS[i]) })));
  });
  test.afterAll(async () => {
    await Promise.all(platforms.map((p) => p.stop()));
  });

  test('a call refused with domain_not_available opens the modal; the race picks the fastest domain and retry lands there with the codes', async ({
    page,
    context,
  }, testInfo) => {
    const setup = domainsSetup(testInfo.project.name);
    const home = `http://${setup.disabledHost}:${E2E_PORT}`;
    await context.route('https://chat.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>Chat' }));
    // The affiliate and referral codes kept by an earlier visit (lib/affiliate/affiliate-info.ts).
    await context.addInitScript(
      ([key, info]) => localStorage.setItem(key as string, info as string),
      ['MC_REGISTER_INFO', JSON.stringify({ affiliateCode: 'AFF9', referralCode: 'REF9' })],
    );
    const pings = new Map<string, 'finished' | 'failed'>();
    page.on('requestfinished', (r) => r.url().includes('/wps/system/test/ping?speed=') && pings.set(new URL(r.url()).host, 'finished'));
    page.on('requestfailed', (r) => r.url().includes('/wps/system/test/ping?speed=') && pings.set(new URL(r.url()).host, 'failed'));

    await page.goto(`${home}/m/login`);
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(submit).toBeEnabled();
    await page.getByLabel('Username').fill('player1');
    await page.getByLabel('Password', { exact: true }).fill('Player#2026');
    await submit.click();

    // The check and the race run behind a small loading indicator; the modal comes once they end.
    await expect(page.getByRole('status').filter({ hasText: 'Finding a working address…' })).toBeVisible();
    const modal = page.getByRole('alertdialog', { name: 'Cannot reach the site' });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal).toContainText('This domain is not available.');
    await expectNoSeriousViolations(page, '.dialog');
    // Usable at 360 px: the dialog and both buttons fit the width.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const part of [modal, modal.getByRole('button', { name: 'Customer service' }), modal.getByRole('button', { name: 'Retry' })]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }

    // The fastest answered; the two slower pings were aborted, not left to finish.
    const [slow, fast, slowest] = setup.origins.map((o) => new URL(o).host);
    expect(pings.get(fast as string)).toBe('finished');
    expect(pings.get(slow as string)).toBe('failed');
    expect(pings.get(slowest as string)).toBe('failed');

    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Customer service' }).click();
    await expect(await popup).toHaveURL('https://chat.example.com/e2e');

    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(`${setup.origins[1]}/m/index.html?affiliateCode=AFF9&r=REF9`);
    // The fastest domain is in service: its home renders and no modal opens.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('an affiliate domain sends the visitor to /m/index.html with affiliateCode and r', async ({ page }, testInfo) => {
    const setup = domainsSetup(testInfo.project.name);
    await page.goto(`http://${setup.affiliateHost}:${E2E_PORT}/m/home`);
    await expect(page).toHaveURL(
      `http://${setup.affiliateHost}:${E2E_PORT}/m/index.html?affiliateCode=${AFFILIATE_CODES.affiliateCode}&r=${AFFILIATE_CODES.referralCode}`,
    );
    await expect(page.getByRole('main')).toBeVisible();
  });
});
