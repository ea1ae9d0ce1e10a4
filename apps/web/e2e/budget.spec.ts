import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGETS, formatFirstLoadJs, kib, measureFirstLoadJs, type FirstLoadJs } from './support/first-load-js.ts';

// excalidraw-style size budget: the login screen is what every visitor downloads first.
// Runs in the pixel project only (see playwright.config.ts).

/** Decision 047: zod and the contract's schemas load with the first call's answer, never with the first screen. */
function expectNoZod(result: FirstLoadJs, report: string) {
  const withZod = result.files.filter((f) => f.hasZod).map((f) => new URL(f.url).pathname);
  expect(withZod, `zod is part of the first load of ${result.url}\n${report}`).toEqual([]);
}

test(`first-load JavaScript of /m/login stays within ${kib(FIRST_LOAD_BUDGETS.login)} gzip, without zod`, async ({ page }, testInfo) => {
  const result = await measureFirstLoadJs(page, '/m/login', { beforeIfSet: 'portico:deferred' });
  const report = formatFirstLoadJs(result);
  console.log(report);
  await testInfo.attach('first-load-js.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });

  expect(result.files.length, 'no JavaScript was loaded: is the app built and served under /m/?').toBeGreaterThan(0);
  expectNoZod(result, report);
  expect(result.gzipBytes, report).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS.login);
});

// Home (decision 028): doc E's sections are lazy chunks requested after hydration; what counts is
// everything the page asked for before that (JS and CSS), for a visitor and for a member.
test(`first load (JS + CSS) of /m/home stays within ${kib(FIRST_LOAD_BUDGETS.home)} gzip, without zod; the sections come after it`, async ({ page }, testInfo) => {
  const result = await measureFirstLoadJs(page, '/m/home', { css: true, before: 'portico:home-sections' });
  const report = formatFirstLoadJs(result);
  console.log(report);
  await testInfo.attach('first-load-home.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });
  expect(result.files.length).toBeGreaterThan(0);
  expect(result.files.some((f) => /BannerCarousel|embla/.test(f.url)), 'a home section was part of the first load').toBe(false);
  expectNoZod(result, report);
  expect(result.gzipBytes, report).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS.home);
});

// Registration (decision 047): human verification, its challenge and the registration context load once
// the visitor starts filling the form in, not with the page.
test(`first load (JS + CSS) of /m/register stays within ${kib(FIRST_LOAD_BUDGETS.register)} gzip, without zod`, async ({ page }, testInfo) => {
  const result = await measureFirstLoadJs(page, '/m/register', { css: true, beforeIfSet: 'portico:deferred' });
  const report = formatFirstLoadJs(result);
  console.log(report);
  await testInfo.attach('first-load-register.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });
  expect(result.files.length).toBeGreaterThan(0);
  expect(result.files.some((f) => /\/HumanVerification-/.test(f.url)), 'the verification widget was part of the first load').toBe(false);
  expectNoZod(result, report);
  expect(result.gzipBytes, report).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS.register);
});
