import { expect, type Page } from '@playwright/test';

/**
 * The covered-controls check (issue 30 point 1, decision 062): every interactive element a person can
 * see between the top bar and what is fixed at the bottom must be the element under its own centre
 * (`elementFromPoint` is it or inside it). The page is scrolled from top to end in half-screens, as a
 * thumb would, and checked at every stop. Returns one line per covered control: what, under what, where.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [tabindex]:not([tabindex="-1"])';
    const name = (el: Element | null) => {
      if (!el) return 'nothing';
      const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
    };
    const edge = (selector: string, side: 'top' | 'bottom', fallback: number, pick: (...n: number[]) => number) =>
      pick(fallback, ...[...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect()[side]));
    /** Hidden by an ancestor that clips (a carousel's other slides, a scrolled strip). */
    const clipped = (el: Element, x: number, y: number) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = a.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const check = (found: Set<string>) => {
      const top = edge('[data-ceiling]', 'bottom', 0, Math.max);
      const floor = edge('[data-floor]', 'top', innerHeight, Math.min);
      for (const el of document.querySelectorAll(CONTROLS)) {
        // The bars are the frame itself; what they hold cannot be under them.
        if (el.closest('[data-ceiling], [data-floor], [hidden], [inert], [aria-hidden="true"]')) continue;
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue; // visually hidden (screen-reader text, native inputs drawn by a label)
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < top || y > floor || x < 0 || x > innerWidth) continue; // off the visible band
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || clipped(el, x, y)) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) continue;
        if (hit?.closest('label') && (hit.closest('label') as HTMLLabelElement).control === el) continue;
        found.add(`${name(el)} under ${name(hit)} at ${Math.round(x)},${Math.round(y)} (scrolled ${Math.round(scrollY)})`);
      }
    };
    const found = new Set<string>();
    const step = Math.max(100, Math.round(innerHeight / 2));
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(end, y + step)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      check(found);
      if (y >= end) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found];
  });
}

/** Opens a screen of the app without reloading it (the router follows history), as a link would. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
