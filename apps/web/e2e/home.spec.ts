import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { homeMerchant } from './support/merchants/content.ts';
import { E2E_ADMIN_TOKEN } from './support/run-settings.ts';

// Doc E's home (decision 028): the demo merchant's seeded content is only read here; every change
// is made on a merchant of this test's own (homeMerchant), so parallel tests never see it.
// Local midnight is São Paulo's (UTC−3) in every test of this file.
test.use({ timezoneId: 'America/Sao_Paulo' });

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

async function resetKind(request: APIRequestContext, kind: string, merchantCode: string) {
  const listed = await request.get(`/admin/content/${kind}?merchantCode=${merchantCode}`, { headers: admin });
  for (const row of ((await listed.json()) as { value: { id: number }[] }).value) {
    await request.delete(`/admin/content/${kind}/${row.id}?merchantCode=${merchantCode}`, { headers: admin });
  }
}

async function addItem(request: APIRequestContext, kind: string, merchantCode: string, item: Record<string, unknown>): Promise<number> {
  const res = await request.post(`/admin/content/${kind}`, { headers: admin, data: { merchantCode, item } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { value: { id: number } }).value.id;
}

async function changeItem(request: APIRequestContext, kind: string, merchantCode: string, id: number, item: Record<string, unknown>) {
  const res = await request.patch(`/admin/content/${kind}/${id}`, { headers: admin, data: { merchantCode, item } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The demo home without its visitor popup: the popups are marked closed for this browser before it loads. */
async function withoutPopups(page: Page, request: APIRequestContext) {
  const popups = (await (await request.get('/wps/relay/MCSFE_getListPopupAnnouncements')).json()) as { value: { execution: string; hash: string }[] };
  const hashes = popups.value.filter((p) => p.execution === 'B').map((p) => p.hash);
  await page.addInitScript((record) => localStorage.setItem('portico.announcements.guest', record), JSON.stringify({ hashes, show: false, hiddenAt: null }));
}

/** A finger drawn across the screen (Chromium's touch input: both phone profiles have touch). */
async function swipe(page: Page, y: number, fromX: number, toX: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x: Math.round(x), y: Math.round(y) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fromX) });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fromX + ((toX - fromX) * i) / 8) });
    await page.waitForTimeout(16); // one frame per step, as a finger moves
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('home content', () => {
  test('shows the seeded banners; the dots, the buttons and a swipe move them', async ({ page, request }) => {
    await withoutPopups(page, request);
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Promotions' });
    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n} of 4` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img', { name: /Welcome bonus/ })).toBeVisible();
    // The image box has its size before the image: the slide is 2:1 at the screen's width.
    const box = (await carousel.getByRole('img', { name: /Welcome bonus/ }).boundingBox())!;
    expect(Math.round(box.width / box.height)).toBe(2);

    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img', { name: /Weekly cashback/ })).toBeInViewport();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');

    // A swipe to the left shows the next one (the loop goes back to the first).
    const fourth = carousel.getByRole('img', { name: /Invite friends/ });
    await expect(fourth).toBeInViewport({ ratio: 0.99 });
    const viewport = (await fourth.boundingBox())!;
    await swipe(page, viewport.y + viewport.height / 2, viewport.x + viewport.width * 0.8, viewport.x + viewport.width * 0.1);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // P opens the promotion's activity page: the merchant's own first-deposit activity (decision 055).
    const listed = (await (await request.get('/wps/relay/MCSFE_getListActivities')).json()) as { value: { id: number; target: string }[] };
    const deposit = listed.value.find((a) => a.target === 'DEPOSIT')!.id;
    await expect(carousel.getByRole('link').first()).toHaveAttribute('href', `/m/activity?id=${deposit}`);
    await expect(page.getByRole('region', { name: 'News' }).getByRole('listitem').first()).toHaveText(/GCash deposits/);
    await expect(page.getByRole('button', { name: /Live chat, 24\/7/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  /** Layout shifts without input, summed from the first paint until the sections have arrived. */
  async function clsOfHome(page: Page, url: string, arrived: () => Promise<void>): Promise<number> {
    await page.addInitScript(() => {
      const w = window as { cls?: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.cls = (w.cls ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await arrived();
    const cls = await page.evaluate(() => (window as { cls?: number }).cls ?? 0);
    console.log(`CLS of ${url} (${test.info().project.name}): ${cls.toFixed(4)}`);
    return cls;
  }

  test('nothing moves while the sections arrive after hydration (CLS ≤ 0.01)', async ({ page, request }) => {
    await withoutPopups(page, request);
    const cls = await clsOfHome(page, '/m/home', async () => {
      await expect(page.getByRole('img', { name: /Welcome bonus/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'News' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Live chat, 24\/7/ })).toBeVisible();
    });
    expect(cls).toBeLessThanOrEqual(0.01);
  });

  test('a merchant without banners or news keeps no room for them: nothing moves either', async ({ page }, testInfo) => {
    const { origin } = homeMerchant(testInfo.project.name, 'bare');
    const cls = await clsOfHome(page, `${origin}/m/home`, async () => {
      await expect(page.getByLabel('Language')).toBeEnabled();
      // Both answers are in: had either section kept its slot, it would now have closed it.
      await page.waitForLoadState('networkidle');
    });
    await expect(page.getByRole('region', { name: 'News' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);
    expect(cls).toBeLessThanOrEqual(0.01);
  });

  test('the Arabic home reads right to left, the carousel too', async ({ page, request }) => {
    await withoutPopups(page, request);
    await page.goto('/m/home');
    await page.getByLabel('Language').selectOption('AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const carousel = page.getByRole('region', { name: 'العروض الترويجية' });
    await carousel.getByRole('button', { name: 'انتقل إلى الشريحة 2 من 4' }).click();
    const second = carousel.getByRole('group', { name: '2 من 4' });
    await expect(second).toBeInViewport({ ratio: 0.99 });
    // Right to left: the second slide came in from the left, so the first now lies to its right.
    const xOf = async (name: string) => (await carousel.getByRole('group', { name, includeHidden: true }).boundingBox())!.x;
    await expect.poll(async () => (await xOf('1 من 4')) - (await xOf('2 من 4'))).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
  });

  test('a popup shows once; hide-for-today keeps it away until the next local midnight; a changed one shows again', async ({ page, request }, testInfo) => {
    const { code, origin } = homeMerchant(testInfo.project.name, 'popups');
    await resetKind(request, 'popup-announcements', code);
    const id = await addItem(request, 'popup-announcements', code, {
      title: { EN: 'Server upgrade tonight' },
      content: { EN: '<p>Games pause for ten minutes at 02:00.</p><script>window.hacked = true</script>' },
      promotionType: 'GENERAL',
      execution: 'B',
    });
    const dialog = page.getByRole('dialog', { name: 'Server upgrade tonight' });
    const relay = () => page.waitForResponse((r) => r.url().includes('MCSFE_getListPopupAnnouncements'));
    // São Paulo (UTC−3): 23:59 there is already the next day in UTC, so only the LOCAL midnight rule passes this.
    await page.clock.setFixedTime(new Date('2026-11-10T20:00:00-03:00'));
    await page.goto(`${origin}/m/home`);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Games pause for ten minutes');
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await dialog.getByRole('checkbox', { name: "Don't show again today" }).check();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await page.clock.setFixedTime(new Date('2026-11-10T23:59:00-03:00'));
    const answered = relay();
    await page.reload();
    await answered;
    await page.waitForTimeout(1500); // the visitor popup's wait is 1000 ms
    await expect(dialog).toBeHidden();

    await page.clock.setFixedTime(new Date('2026-11-11T00:01:00-03:00'));
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await changeItem(request, 'popup-announcements', code, id, { title: { EN: 'Server upgrade moved to 03:00' } });
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Server upgrade moved to 03:00' })).toBeVisible();
  });

  test('a banner changed with the admin API shows on reload', async ({ page, request }, testInfo) => {
    const { code, origin } = homeMerchant(testInfo.project.name, 'banners');
    await resetKind(request, 'banners', code);
    const id = await addItem(request, 'banners', code, {
      linkageType: 'URL',
      linkage: 'https://lottery.example.com/draws',
      imageUrl: '/m/banners/lucky-lotto.svg',
      imageAlt: { EN: 'Tonight’s draw: R$ 80,000' },
    });
    await page.goto(`${origin}/m/home`);
    const carousel = page.getByRole('region', { name: 'Promotions' });
    await expect(carousel.getByRole('img', { name: 'Tonight’s draw: R$ 80,000' })).toBeVisible();
    // An allow-listed origin (demo.json redirectAllowList) opens in a new tab; a visitor gets no token.
    const link = carousel.getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://lottery.example.com/draws');
    await expect(link).toHaveAttribute('target', '_blank');

    await changeItem(request, 'banners', code, id, { imageAlt: { EN: 'Tonight’s draw: R$ 95,000' } });
    await page.reload();
    await expect(carousel.getByRole('img', { name: 'Tonight’s draw: R$ 95,000' })).toBeVisible();
  });
});
