import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, signIn } from './support/members.ts';

/** Issue 31 item 9: operator text in Latin script inside Arabic pages, and the mini-game button's place. */

async function inArabic(page: Page) {
  await page.getByLabel(/^(Language|اللغة)$/).selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Where a text's last character is drawn against the one before it: 'end' when it is to their right,
 * as in a left-to-right run ("day." with the full stop after "y"); 'start' when the page's right-to-left
 * direction carried the punctuation to the other end (".PIX deposits … day").
 */
function lastCharacterSide(element: Locator): Promise<'end' | 'start'> {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let text: Text | null = null;
    while (walker.nextNode()) if ((walker.currentNode.textContent ?? '').trim()) text = walker.currentNode as Text;
    if (!text) throw new Error('no text');
    const end = (text.textContent ?? '').trimEnd().length;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect();
    };
    return box(end - 1).left > box(end - 2).left ? 'end' : 'start';
  });
}

test('the ticker\'s Latin lines keep their punctuation at their end in an Arabic page', async ({ page }) => {
  // Under reduced motion the lines stand still, each in its own list item.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await inArabic(page);
  const lines = page.getByRole('region', { name: 'الأخبار' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  const latin = [];
  for (const line of await lines.all()) {
    const text = (await line.textContent())!.trim();
    if (!/[A-Za-z][.!?]$/.test(text)) continue;
    latin.push(text);
    expect(await lastCharacterSide(line), text).toBe('end');
    await expect(line.locator('bdi')).toHaveText(text);
  }
  expect(latin.length).toBeGreaterThan(0);
});

test("in Arabic the member's name is isolated and the mini-game button leaves every label of the member centre readable", async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await inArabic(page);
  await page.goto('/m/member/home');
  const button = page.getByRole('button', { name: 'فتح اللعبة المصغّرة' });
  await expect(button).toBeVisible();

  const labels = page.getByRole('navigation', { name: 'صفحاتي' }).getByRole('link');
  await expect(labels.first()).toBeVisible();
  expect(await labels.count()).toBeGreaterThan(3);
  const floating = await button.elementHandle();
  const covered: string[] = [];
  for (const label of await labels.all()) {
    // Each line of the link (its title, its summary) passes at the button's height, as it does when
    // the page scrolls under a thumb; the centre of its text (what a person reads) must then be its own.
    const hidden = await label.evaluate((link, widget) => {
      const lines = [link, ...link.querySelectorAll('*')].filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()));
      return lines
        .filter((line) => {
          const text = () => {
            const range = document.createRange();
            range.selectNodeContents(line);
            return range.getBoundingClientRect();
          };
          const fixed = widget!.getBoundingClientRect();
          window.scrollBy(0, text().top + text().height / 2 - (fixed.top + fixed.height / 2));
          const box = text();
          const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return found === null || !line.contains(found);
        })
        .map((line) => line.textContent);
    }, floating);
    covered.push(...hidden);
  }
  expect(covered).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: member.username }).locator('bdi')).toHaveText(member.username);
});
