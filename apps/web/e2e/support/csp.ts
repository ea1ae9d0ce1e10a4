import { expect, test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * Content-Security-Policy violations (decision 023), from every page, popup and frame of a test's
 * browser context: the `securitypolicyviolation` events each document fires (reported through the
 * console by an init script, which Playwright runs in every frame) and the console errors Chromium
 * prints when it refuses something ("Refused to load … Content Security Policy").
 */
const MARK = '[csp-violation]';

function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}` +
        (event.sample ? ` sample: ${event.sample}` : ''),
    );
  });
}

const isCspMessage = (message: ConsoleMessage) =>
  message.type() === 'error' && (message.text().startsWith(MARK) || /Content Security Policy/i.test(message.text()));

/** Starts collecting; the answer lists every violation seen so far (empty is the goal). */
export async function watchCsp(context: BrowserContext): Promise<() => string[]> {
  const seen: string[] = [];
  await context.addInitScript(reportViolations);
  const listen = (page: import('@playwright/test').Page) =>
    page.on('console', (message) => {
      if (isCspMessage(message)) seen.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(listen);
  context.on('page', listen);
  return () => [...seen];
}

/** `test` whose every test fails when any page of its context met a CSP violation. */
export const test = base.extend<{ cspViolations: () => string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      expect(violations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
