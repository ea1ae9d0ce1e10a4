import { expect, test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * Content-Security-Policy violations (decisions 023, 053), from every page, popup and frame of a test's
 * browser context: the `securitypolicyviolation` events each window sees (reported through the console
 * by an init script, which Playwright runs in every frame) and the console errors Chromium prints when
 * it refuses something ("Refused to apply inline style … Content Security Policy").
 */
const MARK = '[csp-violation]';

function reportViolations() {
  // On the window, capturing: it sees what is fired at the document and below, and what CSP fires at
  // the window itself (the spec's target when no element of the document is to blame).
  window.addEventListener(
    'securitypolicyviolation',
    (event) => {
      console.error(
        `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}` +
          (event.sample ? ` sample: ${event.sample}` : ''),
      );
    },
    true,
  );
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

/**
 * `test` whose every test fails when any page of its context met a CSP violation; a context a test opens
 * itself (`browser.newContext()`) is watched once the test hands it to `watchContext`.
 */
export const test = base.extend<{ cspViolations: () => string[]; watchContext: (context: BrowserContext) => Promise<void> }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      expect(violations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none here.
  watchContext: async ({}, use) => {
    const watched: (() => string[])[] = [];
    await use(async (context) => void watched.push(await watchCsp(context)));
    expect(watched.flatMap((violations) => violations()), 'Content-Security-Policy violations (other contexts)').toEqual([]);
  },
});
export { expect };
