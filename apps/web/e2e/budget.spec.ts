import { expect, test } from '@playwright/test';
import { FIRST_LOAD_JS_BUDGET, formatFirstLoadJs, measureFirstLoadJs } from './support/first-load-js.ts';

// excalidraw-style size budget: the login screen is what every visitor downloads first.
// Runs in the pixel project only (see playwright.config.ts).
test('first-load JavaScript of /m/login stays within 120 KiB gzip', async ({ page }, testInfo) => {
  const result = await measureFirstLoadJs(page, '/m/login');
  const report = formatFirstLoadJs(result);
  console.log(report);
  await testInfo.attach('first-load-js.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });

  expect(result.files.length, 'no JavaScript was loaded: is the app built and served under /m/?').toBeGreaterThan(0);
  expect(result.gzipBytes, report).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
});

// Home (decision 028): doc E's sections are lazy chunks requested after hydration; what counts is
// everything the page asked for before that (JS and CSS), for a visitor and for a member.
test('first load (JS + CSS) of /m/home stays within 120 KiB gzip; the sections come after it', async ({ page }, testInfo) => {
  const result = await measureFirstLoadJs(page, '/m/home', { css: true, before: 'portico:home-sections' });
  const report = formatFirstLoadJs(result);
  console.log(report);
  await testInfo.attach('first-load-home.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });
  expect(result.files.length).toBeGreaterThan(0);
  expect(result.files.some((f) => /BannerCarousel|embla/.test(f.url)), 'a home section was part of the first load').toBe(false);
  expect(result.gzipBytes, report).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
});
