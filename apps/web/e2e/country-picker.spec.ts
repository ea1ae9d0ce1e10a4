import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { latestTextedCode } from './support/members.ts';
import { PLAIN_HOST } from './support/merchants/sign-in.ts';

/**
 * The dialling-code picker of doc A §2 on the sms sign-in form: a button showing the code opens a
 * slide-up sheet of the merchant's countries (flag, name, +code); the choice is what the text
 * message goes to. A merchant without UPDATEMOBILEICC3 or phone verification shows no picker.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);

async function openSmsForm(page: Page) {
  await page.goto('/m/login');
  const tab = page.getByRole('tab', { name: 'Text message code' });
  await expect(tab).toBeEnabled();
  await tab.click();
  const picker = page.getByLabel('Country code');
  await expect(picker).toContainText('+63');
  return picker;
}

/** The row shows the country's flag image (an SVG asset, not an emoji), loaded when it is drawn. */
async function expectFlag(row: Locator, countryCode: string, { loaded = true } = {}) {
  const image = row.locator('img');
  await expect(image).toHaveAttribute('src', new RegExp(`/${countryCode}-[\\w-]+\\.svg$`));
  if (loaded) await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

test.describe('country dialling-code picker', () => {
  test('choose a country from the sheet of flags; the code is texted to that country', async ({ page, request }) => {
    const picker = await openSmsForm(page);
    await expectFlag(picker, 'PH');
    await picker.click();

    const sheet = page.getByRole('dialog', { name: 'Choose your country code' });
    await expect(sheet).toBeVisible();
    const list = sheet.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveCount(5);
    await expect(list.getByRole('option', { name: /Philippines \+63/ })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option', { name: /Philippines/ })).toBeFocused();
    const thailand = list.getByRole('option', { name: /Thailand \+66/ });
    await expectFlag(thailand, 'TH');
    // Further down the list: its image loads when scrolled to (lazy), its address is there already.
    await expectFlag(list.getByRole('option', { name: /Brazil \+55/ }), 'BR', { loaded: false });
    // The sheet fits a 360 px phone: nothing sticks out sideways.
    const box = await sheet.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await expectNoSeriousViolations(page);

    await thailand.click();
    await expect(sheet).toBeHidden();
    await expect(picker).toContainText('+66');
    await expectFlag(picker, 'TH');
    await expect(picker).toBeFocused();

    const national = `8${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await page.getByLabel('Mobile number').fill(national);
    const sent = page.waitForRequest((r) => r.url().includes('/idp/local/phone/send') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ countryDialingCode: '66', mobileNum: national });
    await expect(page.getByText(`We sent a code to +66${national}.`)).toBeVisible();
    expect(await latestTextedCode(request, `+66${national}`)).toMatch(/^\d{6}$/);
  });

  test('works by keyboard: Enter opens, arrows move, Escape closes without a change', async ({ page }) => {
    const picker = await openSmsForm(page);
    await picker.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Choose your country code' });
    await expect(sheet.getByRole('option', { name: /Philippines/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(sheet.getByRole('option', { name: /Thailand/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(sheet.getByRole('option', { name: /India/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(picker).toContainText('+63');
    await expect(picker).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(picker).toContainText('+91');
  });

  test('a merchant without the flags shows no picker', async ({ page }) => {
    await page.goto(`http://${PLAIN_HOST}:${PORT}/m/login`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Text message code' })).toHaveCount(0);
    await expect(page.getByLabel('Country code')).toHaveCount(0);
  });
});

test.describe('in Arabic (right to left)', () => {
  test.use({ locale: 'ar' });
  const ar = JSON.parse(readFileSync(new URL('../src/locales/ar.json', import.meta.url), 'utf8')) as Record<string, string>;

  test("names the countries in the visitor's language and mirrors the rows", async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: ar['login.tab.sms'] }).click();
    await page.getByLabel(ar['sms.dialing_code'] ?? '').click();
    const sheet = page.getByRole('dialog', { name: ar['picker.title'] });
    const philippines = sheet.getByRole('option', { name: /الفلبين/ });
    await expect(philippines).toContainText('+63');
    // Inline start is the right: the flag sits right of the name, the code at the left end.
    const [flag, name, code] = await Promise.all(
      [philippines.locator('img'), philippines.getByText('الفلبين'), philippines.getByText('+63')].map((l) => l.boundingBox()),
    );
    expect(flag && name && code && flag.x > name.x && name.x > code.x).toBe(true);
    await expectNoSeriousViolations(page);
  });
});
