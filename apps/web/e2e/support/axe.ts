import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now (or on the part `include` selects): no serious or critical
 * violation, the bar of e2e/a11y.spec.ts. A dialog or button still fading in is measured once its
 * entrance has ended: half-way, its colours are blended with the page behind (a contrast failure
 * no person sees once it is there). Endless animations (a spinner, the news ticker) are not waited for.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
