import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Longer than any entrance: an animation with more than this left (a toast's lifetime bar) is not waited for. */
const ENTRANCE_MS = 1000;

/**
 * axe on the page as it is now (or on the part `include` selects): no serious or critical
 * violation, the bar of e2e/a11y.spec.ts. A dialog or button still fading in is measured once its
 * entrance has ended: half-way, its colours are blended with the page behind (a contrast failure
 * no person sees once it is there). Endless or long animations (a spinner, the news ticker, a
 * countdown) are not waited for.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  await page.evaluate(
    (longest) =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => {
            if (animation.playState !== 'running') return false;
            const timing = animation.effect?.getComputedTiming();
            const left = Number(timing?.endTime ?? Infinity) - Number(timing?.localTime ?? 0);
            return Number.isFinite(left) && left <= longest;
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ENTRANCE_MS,
  );
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
