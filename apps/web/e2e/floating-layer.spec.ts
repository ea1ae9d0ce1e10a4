import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { coveredControls, openInApp } from './support/covered.ts';
import { createMember, signIn } from './support/members.ts';

// One layer for floating things (issue 30 point 1, decision 062): the chat button in the top bar, the
// mini-game a tab against a side edge, the download bar and the tab bar in the floor. On every screen,
// both profiles, 360 px, English and Arabic, no control a person can see is under something else.

const MEMBER_SCREENS = [
  '/m/home',
  '/m/game',
  '/m/promotions',
  '/m/wallet',
  '/m/member/home',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter/addBankCard',
  '/m/rewardCenter',
  '/m/leaderBoard',
  '/m/inviteFriends',
  '/m/agentRegister',
  '/m/mall/mallHome',
  '/m/member/benefits',
  '/m/member/passkeys',
  '/m/feedback',
  '/m/changePsw',
];
const VISITOR_SCREENS = ['/m/home', '/m/game', '/m/promotions', '/m/inviteFriends', '/m/login', '/m/register'];

/** A person closes what pops up (a bonus, the install box) before using the screen under it. */
async function closePopups(page: Page) {
  const open = page.locator('[aria-modal="true"]:visible');
  for (let i = 0; i < 4 && (await open.count()) > 0; i += 1) await page.keyboard.press('Escape');
}

/** Waits for the screen's controls to settle (its data in, popups closed), then finds none covered. */
async function expectNothingCovered(page: Page, screen: string) {
  const controls = page.locator('main').locator('a[href], button, input, select, textarea');
  const counts: number[] = [];
  await expect
    .poll(
      async () => {
        await closePopups(page);
        counts.unshift(await controls.count());
        // The same count three times in a row (about a second): the screen's answers are in.
        return counts.length >= 3 && counts[0] === counts[1] && counts[1] === counts[2];
      },
      { message: `${screen}: its controls settle`, intervals: [250, 250, 500, 500, 1000], timeout: 10_000 },
    )
    .toBe(true);
  await expect.poll(async () => (await closePopups(page), await coveredControls(page)), { message: `${screen}: controls under something else` }).toEqual([]);
}

async function walk(page: Page, screens: string[]) {
  for (const screen of screens) {
    await openInApp(page, screen);
    await expectNothingCovered(page, `${screen} at ${page.viewportSize()!.width} px`);
  }
}

async function inArabic(page: Page) {
  await openInApp(page, '/m/home');
  await page.getByLabel(/^(Language|اللغة)$/).selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('the check sees a control under a floating thing', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  expect(await coveredControls(page)).toEqual([]);
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  const block = (where: 'end' | 'centre') =>
    submit.evaluate((button, at) => {
      const box = button.getBoundingClientRect();
      const cover = document.createElement('div');
      const left = at === 'end' ? box.right - 80 : box.left + box.width / 2 - 28;
      // Through the CSSOM: the page's policy refuses style attributes.
      Object.assign(cover.style, { position: 'fixed', left: `${left}px`, top: `${box.top}px`, width: '56px', height: `${box.height}px`, background: '#000' });
      document.body.append(cover);
    }, where);
  const onSubmit = /^button "Sign in" under div at /;
  // Over the button's end: its centre stays clear, so it is not covered…
  await block('end');
  expect(await coveredControls(page)).not.toContainEqual(expect.stringMatching(onSubmit));
  // …until something sits on its centre. (On a page that scrolls, the fixed blocks cover other controls too.)
  await block('centre');
  expect(await coveredControls(page)).toContainEqual(expect.stringMatching(onSubmit));
});

test('a member: nothing floats over a control on any screen, in English and in Arabic at 360 px', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.goto('/m/login');
  await signIn(page, await createMember(request));
  await expect(page).toHaveURL(/\/m\/home$/);
  // Everything that floats is up before the walk: the mini-game tab, the chat button.
  await expect(page.getByRole('button', { name: 'Open the mini-game' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Chat with customer service/ })).toBeVisible();
  await walk(page, MEMBER_SCREENS);

  await page.setViewportSize({ width: 360, height: page.viewportSize()!.height });
  await inArabic(page);
  await expect(page.getByRole('button', { name: 'فتح اللعبة المصغّرة' })).toBeVisible();
  await walk(page, MEMBER_SCREENS);
});

test('a visitor: nothing floats over a control, in English and in Arabic at 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/m/home');
  await walk(page, VISITOR_SCREENS);
  await page.setViewportSize({ width: 360, height: page.viewportSize()!.height });
  await inArabic(page);
  await walk(page, VISITOR_SCREENS);
});
