import { devices, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoSeriousViolations } from './support/axe';
import { createMember, signIn } from './support/members';
import { installMerchant } from './support/merchants/content.ts';
import { E2E_ADMIN_TOKEN } from './support/run-settings.ts';

/**
 * The install prompt (issue 13 item 3, decision 036) on a merchant of each project's own: the tests of
 * a project share its configuration, so they run one after the other.
 */
test.describe.configure({ mode: 'serial' });

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const BASE = {
  download_condition_switch: { enabled: true },
  login_required: { enabled: false },
  bottom_app_bar_mode: { enabled: false },
  message: { enabled: true, value: { EN: 'Get the Portico app' } },
};

/** The merchant's configuration as the operator sets it (added the first time, changed after). */
async function configure(request: APIRequestContext, code: string, item: Record<string, unknown>): Promise<void> {
  const listed = await request.get(`/admin/content/install-prompt?merchantCode=${code}`, { headers: admin });
  const [current] = ((await listed.json()) as { value: { id: number }[] }).value;
  const data = { merchantCode: code, item: { ...BASE, ...item } };
  const answer = current
    ? await request.patch(`/admin/content/install-prompt/${current.id}`, { headers: admin, data })
    : await request.post('/admin/content/install-prompt', { headers: admin, data });
  expect((await answer.json()) as unknown).toMatchObject({ success: true });
}

/** The operator's native-app icon on its download host, which the page policy's img-src does not list. */
async function operatorIcon(request: APIRequestContext, code: string): Promise<void> {
  const listed = await request.get(`/admin/content/download-resources?merchantCode=${code}`, { headers: admin });
  if (((await listed.json()) as { value: { resourceType: string }[] }).value.some((r) => r.resourceType === 'AppDownloadIcon')) return;
  const item = { resourceType: 'AppDownloadIcon', url: 'https://downloads.example.com/portico/icon-192.png' };
  expect((await request.post('/admin/content/download-resources', { headers: admin, data: { merchantCode: code, item } })).ok()).toBe(true);
}

/** Chromium's part: the install event a browser fires when the site can be installed, with its own prompt(). */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
    event.prompt = async () => {
      (window as unknown as { __promptCalls: number }).__promptCalls = ((window as unknown as { __promptCalls?: number }).__promptCalls ?? 0) + 1;
    };
    event.userChoice = Promise.resolve({ outcome: choice, platform: 'web' });
    window.dispatchEvent(event);
  }, outcome);
}

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Get the Portico app' });

/** An image that the page policy let load and that decoded: a broken image has no natural width. */
async function expectIconLoaded(icon: Locator) {
  await expect(icon).toHaveAttribute('src', /^\/wps\/system\/app-images\/icon-\d+\.png\?merchantCode=/);
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test('pixel: the install event shows the prompt on home; closing it counts and skips the next closable one', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel', 'the browser install event is Chromium on Android');
  const { code, origin } = installMerchant(testInfo.project.name);
  await configure(request, code, { triggers: { app_open: { enabled: true }, login: { enabled: true } } });
  await page.goto(`${origin}/m/home`);
  await offerInstall(page);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page).getByRole('button', { name: 'Add to home screen' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await prompt(page).getByRole('button', { name: 'Continue with the web version' }).click();
  await expect(prompt(page)).toBeHidden();
  const marks = await page.evaluate(() => [sessionStorage.getItem('MC_INSTALL_PROMPT_SKIP'), sessionStorage.getItem('MC_INSTALL_PROMPT_CLOSE_COUNT')]);
  expect(marks).toEqual(['1', '1']);

  // The login trigger is closable: skipped in this session. The count trigger made forced shows anyway.
  await configure(request, code, { triggers: { login: { enabled: true }, deposit_least_times_forced: { enabled: true, value: 1 } } });
  const member = await createMember(request, {}, { merchant: code });
  await page.goto(`${origin}/m/login`);
  await offerInstall(page);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(prompt(page)).toBeVisible();
  // Non-closable: no way to continue without it, no close button.
  await expect(prompt(page).getByRole('button', { name: 'Continue with the web version' })).toHaveCount(0);
  await expect(prompt(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  const shown = await page.evaluate(() => sessionStorage.getItem('MC_INSTALL_PROMPT_SHOWN'));
  expect(JSON.parse(shown ?? '[]')).toEqual(['app_open', 'deposit_least_times_forced']);

  await prompt(page).getByRole('button', { name: 'Add to home screen' }).click();
  await expect(page.getByText('Installing… the app will appear on your home screen.')).toBeVisible();
  await expect(prompt(page)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __promptCalls?: number }).__promptCalls)).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_INSTALL_PROMPT_CLOSE_COUNT'))).toBe('99');
});

test('pixel: the bottom banner leaves the page usable and closes with its own button', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel', 'the browser install event is Chromium on Android');
  const { code, origin } = installMerchant(testInfo.project.name);
  await configure(request, code, { triggers: { app_open: { enabled: true } }, bottom_app_bar_mode: { enabled: true } });
  await page.goto(`${origin}/m/home`);
  await offerInstall(page);
  const banner = page.getByRole('region', { name: 'Get the Portico app' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
});

test('the first-deposit trigger: a member with no deposit who opens the voucher centre is offered the app', async ({ page, request }, testInfo) => {
  const { code, origin } = installMerchant(testInfo.project.name);
  await configure(request, code, { triggers: { first_deposit: { enabled: true } } });
  await operatorIcon(request, code);
  const member = await createMember(request, {}, { merchant: code });
  await page.goto(`${origin}/m/login`);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home/);
  // Home has no trigger of its own here: nothing is offered until the wallet says there is no deposit yet.
  await page.goto(`${origin}/m/voucherCenter`);
  if (testInfo.project.name === 'pixel') await offerInstall(page);
  await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
  const shown = await page.evaluate(() => sessionStorage.getItem('MC_INSTALL_PROMPT_SHOWN'));
  expect(JSON.parse(shown ?? '[]')).toEqual(['first_deposit']);
  // The app icon is the one the platform renders for the home screen, and it loaded (decision 053).
  await expectIconLoaded(prompt(page).locator('img'));
});

const IOS = {
  safari17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 614165367)',
};

test('iphone: the iOS guide shows the right two steps for the iOS version and browser', async ({ browser, page, request, watchContext }, testInfo) => {
  test.skip(testInfo.project.name !== 'iphone', 'the iOS guide is for iPhones');
  const { code, origin } = installMerchant(testInfo.project.name);
  await configure(request, code, { triggers: { app_open: { enabled: true } } });

  // The profile's own agent: iOS 26+ (Version/27 beside the frozen "OS 16_0"), Share inside "…".
  await page.goto(`${origin}/m/home`);
  const guide = prompt(page).getByRole('region', { name: 'Add to home screen in two steps' });
  await expect(guide.getByRole('listitem')).toHaveText(['Tap the ··· button, then Share.', 'Choose “Add to Home Screen”.']);
  await expect(prompt(page).getByRole('button', { name: 'Add to home screen' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  const cases: [string, string[] | RegExp][] = [
    [IOS.safari17, ['Tap the Share button in the toolbar at the bottom.', 'Choose “Add to Home Screen”.']],
    [IOS.chrome, ['Tap the Share button in the address bar.', 'Choose “Add to Home Screen”.']],
    [IOS.instagram, /cannot install websites/],
  ];
  for (const [userAgent, expected] of cases) {
    const context = await browser.newContext({ ...devices['iPhone 14'], userAgent });
    await watchContext(context);
    const other = await context.newPage();
    await other.goto(`${origin}/m/home`);
    const dialog = prompt(other);
    if (expected instanceof RegExp) {
      await expect(dialog.getByText(expected)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    } else {
      await expect(dialog.getByRole('region', { name: 'Add to home screen in two steps' }).getByRole('listitem')).toHaveText(expected);
    }
    await context.close();
  }
});
