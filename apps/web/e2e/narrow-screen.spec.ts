import { expect, test, type Locator, type Page } from '@playwright/test';
import { setContent } from './support/content-api.ts';
import { appLayerMerchant } from './support/merchants/content.ts';

/** Issue 31 item 10: at 360 px the download bar and the trial frame's header show their text whole. */

test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGES = [
  { code: 'EN', bar: /^Get the .+ app$/, rating: 'Rated 5.0 out of 5', trial: 'Demo game' },
  { code: 'AR', bar: /^احصل على تطبيق /, rating: 'التقييم 5.0 من 5', trial: 'لعبة تجريبية' },
];

async function choose(page: Page, code: string) {
  await page.getByLabel(/^(Language|اللغة)$/).selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code.toLowerCase());
}

/** True when the element shows all of its text: nothing cut by an ellipsis or its box. */
const whole = (element: Locator) => element.evaluate((node) => node.scrollWidth <= node.clientWidth);

// Both languages set the same merchant's apps: one after the other.
test.describe('the download bar at 360 px', () => {
  test.describe.configure({ mode: 'serial' });
  for (const language of LANGUAGES) {
    test(`${language.code}: the download bar shows the merchant's whole name and its rating on one line`, async ({ page, request }, info) => {
      // The demo has no Android package (decision 055): a merchant of this test's own publishes both apps.
      const { origin, code } = appLayerMerchant(info.project.name, 'narrow');
      await setContent(request, 'download-resources', code, [
        { resourceType: 'Android', url: 'https://downloads.example.com/portico/apps-2.5.0.apk' },
        { resourceType: 'IOS', url: 'https://apps.example.com/portico-apps' },
      ]);
      await page.goto(`${origin}/m/home`);
      await choose(page, language.code);
      const bar = page.getByRole('complementary', { name: language.bar });
      await expect(bar).toBeVisible();
      const name = bar.getByText('Portico', { exact: false }).first();
      expect(await whole(name), 'the name is not cut').toBe(true);
      const rating = bar.getByRole('img', { name: language.rating });
      expect(await whole(rating), 'the rating is not cut').toBe(true);
      // One line: the stars and the figure share one box row (a wrapped inline has two boxes).
      const rows = await rating.evaluate((node) => new Set([...node.querySelectorAll('svg')].map((star) => Math.round(star.getBoundingClientRect().top))).size);
      expect(rows).toBe(1);
      expect(await rating.evaluate((node) => node.firstElementChild!.getClientRects().length)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

for (const language of LANGUAGES) {
  test(`${language.code}: the trial frame's title is whole beside its buttons`, async ({ page }) => {
    await page.goto('/m/home');
    await choose(page, language.code);
    await page.goto('/m/game/trial?gameId=RNG_LUCKY20');
    const title = page.getByRole('heading', { level: 1, name: language.trial });
    await expect(title).toBeVisible();
    expect(await whole(title), 'the title is not cut').toBe(true);
    for (const button of await page.getByRole('banner').getByRole('button').all()) {
      await expect(button).toBeInViewport();
      expect(await whole(button)).toBe(true);
    }
  });
}
