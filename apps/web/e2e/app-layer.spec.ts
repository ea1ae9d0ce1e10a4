import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { type APP_LAYER_PURPOSES, appLayerMerchant } from './support/merchants/content.ts';
import { setContent } from './support/content-api.ts';

/**
 * The app layer (decision 037): download bar, download-image popups, app-upgrade modal in the native
 * wrapper, and the home-screen manifest. Each test owns a merchant (per project and purpose) whose
 * content it sets through the operator API, so nothing here touches the demo merchant's content.
 */
const ANDROID_APK = 'https://downloads.example.com/portico/apps-2.5.0.apk';
const nativeUa = (version: string) => `Mozilla/5.0 (Linux; Android 14) PorticoApp/${version} (android; uuid=0f8fad5b-d9cb-469f-a165-70867728950e; features=)`;

async function merchantWithApps(request: APIRequestContext, project: string, purpose: (typeof APP_LAYER_PURPOSES)[number]) {
  const merchant = appLayerMerchant(project, purpose);
  await setContent(request, 'download-resources', merchant.code, [
    { resourceType: 'Android', url: ANDROID_APK },
    { resourceType: 'IOS', url: 'https://apps.example.com/portico-apps' },
  ]);
  return merchant;
}

const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the Portico Apps app' });

test('the download bar shows on home, is accessible, and stays dismissed for the session', async ({ page, request }, info) => {
  const { origin } = await merchantWithApps(request, info.project.name, 'bar');
  await page.goto(`${origin}/m/home`);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  // Its icon is the merchant's generated app icon (the operator gave none), and it loads.
  const icon = bar(page).locator('img');
  await expect(icon).toHaveJSProperty('complete', true);
  expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
  await expectNoSeriousViolations(page);

  await bar(page).getByRole('button', { name: 'Hide the download bar' }).click();
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('hideDownloadBar'))).toBe('1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Reloaded in the same tab: the session still says hidden, and the bar's code reads it.
  await page.waitForFunction(() => sessionStorage.getItem('hideDownloadBar') === '1');
  await expect(bar(page)).toBeHidden();
});

async function nativePage(browser: Browser, version: string) {
  const context = await browser.newContext({ userAgent: nativeUa(version), viewport: { width: 360, height: 740 } });
  return { context, page: await context.newPage() };
}

test('in the native app: an optional upgrade through the redirect page, and no download bar', async ({ browser, request }, info) => {
  const { origin, code } = await merchantWithApps(request, info.project.name, 'upgrade');
  const { context, page } = await nativePage(browser, '2.4.0');
  await page.goto(`${origin}/m/home`);
  const dialog = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Version 2.5.0 of the app is ready');
  // Older than 2.4.39: the redirect page, which leads to the operator's current link.
  const update = dialog.getByRole('link', { name: 'Update now' });
  const href = await update.getAttribute('href');
  expect(href).toBe(`/wps/system/app-download?platform=android&merchantCode=${code}`);
  const redirect = await request.get(href ?? '', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe(ANDROID_APK);
  // In the app the bar hides itself for the session.
  await page.waitForFunction(() => sessionStorage.getItem('hideDownloadBar') === '1');
  await expect(bar(page)).toBeHidden();

  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('in the native app: a mandatory upgrade cannot be closed and links directly', async ({ browser, request }, info) => {
  const { origin } = await merchantWithApps(request, info.project.name, 'mandatory');
  const { context, page } = await nativePage(browser, '2.4.40');
  await page.goto(`${origin}/m/home`);
  const dialog = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Version 2.5.0 of the app is required');
  await expect(dialog.getByRole('link', { name: 'Update now' })).toHaveAttribute('href', ANDROID_APK);
  await expect(dialog.getByRole('button', { name: 'Later' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});

test('in the native app: a mandatory upgrade shows although the marketing cap is spent (decision 045)', async ({ browser, request }, info) => {
  // One marketing overlay a visit, and a visitor popup announcement to spend it; no app link yet.
  const { origin, code } = appLayerMerchant(info.project.name, 'capped');
  await setContent(request, 'download-resources', code, []);
  await setContent(request, 'popup-announcements', code, [
    { title: { EN: 'Weekend tournament' }, content: { EN: '<p>Prizes every hour.</p>' }, promotionType: 'GENERAL', execution: 'B' },
  ]);
  const { context, page } = await nativePage(browser, '2.4.40');
  await page.goto(`${origin}/m/home`);
  const announcement = page.getByRole('dialog', { name: 'Weekend tournament' });
  await expect(announcement).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portico.overlays.shown'))).toBe('1');

  // The operator publishes the app link: the same tab, its one marketing overlay used, must still upgrade.
  await setContent(request, 'download-resources', code, [{ resourceType: 'Android', url: ANDROID_APK }]);
  await page.reload();
  const upgrade = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('Version 2.5.0 of the app is required');
  await expect(upgrade.getByRole('button', { name: 'Later' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(upgrade).toBeVisible();
  // The announcement, never closed, does not come back (the cap is spent); the upgrade did not count.
  await expect(announcement).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('portico.overlays.shown'))).toBe('1');
  await context.close();
});

test('the download-image popups come after the wait, one after the other, and are remembered', async ({ page, request }, info) => {
  const { origin, code } = await merchantWithApps(request, info.project.name, 'popups');
  const popup = (groupName: string, imageUrl: string, alt: string) => ({ linkageType: 'URL', linkage: 'https://apps.example.com/portico-apps', groupName, imageUrl, imageAlt: { EN: alt } });
  await setContent(request, 'banners', code, [
    popup('m_popup1', '/m/banners/welcome-bonus.svg', 'Welcome bonus in the app'),
    popup('m_popup2', '/m/banners/lucky-lotto.svg', 'Lucky lotto in the app'),
  ]);
  await page.clock.install();
  await page.goto(`${origin}/m/home`);
  await expect(bar(page)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Get the app' });
  await page.clock.fastForward(15_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward(5_000);
  await expect(dialog.getByRole('img', { name: 'Welcome bonus in the app' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second group's image, saved: the browser downloads it under its file name.
  await expect(dialog.getByRole('img', { name: 'Lucky lotto in the app' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Save image' }).click()]);
  expect(download.suggestedFilename()).toBe('lucky-lotto.svg');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('downloadImagePopup'))).toBe('0');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('portico.downloadPopups.seen'))) ?? '[]')).toEqual(['welcome-bonus.svg', 'lucky-lotto.svg']);
});

test('home links an installable manifest whose icons load', async ({ page }) => {
  await page.goto('/m/home');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/wps/system/manifest.json?merchantCode=DEMO');
  const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), manifestHref ?? '');
  expect(manifest).toMatchObject({ name: 'Portico Demo', display: 'standalone', scope: '/m/', start_url: '/m/home?homescreen=1' });
  const icons = await page.evaluate(
    async (srcs: string[]) => Promise.all(srcs.map(async (src) => ((r) => `${r.status} ${r.headers.get('content-type')}`)(await fetch(src)))),
    (manifest.icons as { src: string }[]).map((i) => i.src),
  );
  expect(icons).toEqual(Array(8).fill('200 image/png'));
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await page.evaluate(async (href) => (await fetch(href)).status, touch ?? '')).toBe(200);
  await expect(page.locator('link[rel="apple-touch-startup-image"]')).toHaveCount(10);
  // Chromium's own verdict (what Lighthouse's installability audit asks): no manifest or icon problem.
  // Playwright's contexts are incognito profiles, where Chromium never installs: that one is expected.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
});
