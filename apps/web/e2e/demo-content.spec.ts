import { expect, test, type Page } from '@playwright/test';
import { createMember, signIn } from './support/members.ts';

/**
 * The demo's own content (issue 31 defects 5 and 6, decision 055): the app's download and every
 * download link lead to what the platform serves, and the lottery banner opens a game that exists.
 * Read only: the seeded demo merchant is shared by the run.
 */

/** The demo home without its visitor popup and with the banners in. */
async function demoHome(page: Page) {
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('img').first()).toBeVisible();
}

test('Download on the bar gets the platform’s own setup profile on iPhone; Android, with no package to offer, gets no bar', async ({ page }, info) => {
  await demoHome(page);
  const bar = page.getByRole('complementary', { name: 'Get the Portico Demo app' });
  if (info.project.name !== 'iphone') {
    // No dead link instead (decision 055): Android installs to the home screen (decision 036).
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(bar).toHaveCount(0);
    return;
  }
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  // The profile downloads at once; then the player is told where to install it (doc E §4 "iOS download").
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Open Settings, tap Profile Downloaded, then tap Install.');
  await notice.getByRole('button', { name: 'OK' }).click();
  expect(file.url()).toBe(`${new URL(page.url()).origin}/wps/system/webclip.mobileconfig?merchantCode=DEMO`);
  expect(file.suggestedFilename()).toBe('demo.mobileconfig');
  const answer = await page.request.get(file.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/application\/x-apple-aspen-config/);
});

test('the "Get the app" activity links only to what the platform serves, and each answers', async ({ page }) => {
  const listed = (await (await page.request.get('/wps/relay/MCSFE_getListActivities')).json()) as { value: { id: number; target: string }[] };
  await page.goto(`/m/activity?id=${listed.value.find((a) => a.target === 'APP_DOWNLOAD')!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
  const links = page.getByRole('main').getByRole('link', { name: /Download for/ });
  await expect(links.first()).toBeVisible();
  const origin = new URL(page.url()).origin;
  for (const href of await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))) {
    expect(new URL(href).origin).toBe(origin);
    expect((await page.request.get(href)).status()).toBe(200);
  }
});

test('the lottery banner opens the lottery it shows', async ({ page, request }) => {
  await page.goto('/m/login');
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/home$/);
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await carousel.getByRole('button', { name: 'Go to slide 2 of 4' }).click();
  await carousel.getByRole('link', { name: /Northern Lottery: pick three numbers/ }).click();
  await expect(page).toHaveURL(/\/vendor\/local\/lottery\?ticket=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Lottery' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '7', exact: true })).toBeVisible();
});
