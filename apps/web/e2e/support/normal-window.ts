import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test as base } from '@playwright/test';

/**
 * Pages in a normal (on-the-record) browser window. Playwright's default context is off the record:
 * an incognito window, which is what the private-browsing check (doc A §5) is meant to catch, and on
 * Chromium 150 it shows as one (a 4 GiB storage quota, under twice the heap limit). Specs whose
 * subject is a normal window's behaviour — social sign-in — run in a persistent profile instead,
 * with the project's phone emulation.
 */
export const test = base.extend({
  context: async ({ launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, locale }, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'portico-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      ...(userAgent ? { userAgent } : {}),
      ...(baseURL ? { baseURL } : {}),
      ...(locale ? { locale } : {}),
    });
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
});
