import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { overlaysSetup } from './support/merchants/site-access.ts';
import { E2E_PORT, mcManifestTemplate } from './support/run-settings.ts';

/**
 * The overlay host (decision 025) with real triggers: the update notice from a new asset manifest
 * (as e2e/site-status.spec.ts), the domain modal from a domain taken out of service (as
 * e2e/domains.spec.ts), and the country picker a person opens. One overlay is on screen at a time.
 */
const visibleDialogs = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');

/** Opens the sign-in page and publishes a new build once the first manifest has been read. */
async function openThenPublish(page: Page, origin: string, code: string, before?: () => Promise<void>) {
  const merchantsDir = process.env.PORTICO_E2E_MERCHANTS_DIR;
  if (!merchantsDir) throw new Error('PORTICO_E2E_MERCHANTS_DIR is set by playwright.config.ts');
  const manifest = mcManifestTemplate(merchantsDir).replace('{merchant}', code);
  writeFileSync(manifest, JSON.stringify({ files: { 'main.js': `first-${Date.now()}` } }));
  const firstHash = page.waitForResponse((r) => r.url().includes('/mobile/mc/asset-manifest.json'));
  await page.goto(`${origin}/m/login`);
  await firstHash;
  await before?.();
  writeFileSync(manifest, JSON.stringify({ files: { 'main.js': `second-${Date.now()}` } }));
  const secondHash = page.waitForResponse((r) => r.url().includes('/mobile/mc/asset-manifest.json'));
  // The tab coming back to the front: what the gate listens for.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  return secondHash;
}

test.describe.configure({ mode: 'serial' });

test('the update notice waits for the sheet the person opened; Escape closes the sheet, focus returns, then the notice shows', async ({ page }, testInfo) => {
  const { code, origin } = overlaysSetup(testInfo.project.name);
  const picker = page.getByLabel('Country code');
  const sheet = page.getByRole('dialog', { name: 'Choose your country code' });
  const update = page.getByRole('alertdialog', { name: 'Update Available' });
  const secondHash = await openThenPublish(page, origin, code, async () => {
    await page.getByRole('tab', { name: 'Text message code' }).click();
    await picker.click();
    await expect(sheet).toBeVisible();
  });
  // The manifest check has answered: the notice is waiting behind the sheet, not over it.
  await secondHash;
  await expect(sheet).toBeVisible();
  await expect(update).toBeHidden();
  await expect(visibleDialogs(page)).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(update).toBeVisible();
  await expect(visibleDialogs(page)).toHaveCount(1);
  // Escape does not close the update notice (it has only Refresh); focus is in it.
  await expect(update.getByRole('button', { name: 'Refresh' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(update).toBeVisible();
});

test('Escape closes the sheet and focus returns to the button that opened it', async ({ page }, testInfo) => {
  const { origin } = overlaysSetup(testInfo.project.name);
  await page.goto(`${origin}/m/login`);
  await page.getByRole('tab', { name: 'Text message code' }).click();
  const picker = page.getByLabel('Country code');
  await expect(picker).toContainText('+63');
  await picker.click();
  const sheet = page.getByRole('dialog', { name: 'Choose your country code' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(picker).toBeFocused();
});

test('the domain modal and the update notice requested together: the domain modal shows, alone', async ({ page }, testInfo) => {
  const { code, disabledHost } = overlaysSetup(testInfo.project.name);
  const secondHash = await openThenPublish(page, `http://${disabledHost}:${E2E_PORT}`, code);
  const modal = page.getByRole('alertdialog', { name: 'Cannot reach the site' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await secondHash;
  await expect(page.getByRole('alertdialog', { name: 'Update Available' })).toBeHidden();
  await expect(visibleDialogs(page)).toHaveCount(1);
});
