import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';
import { e2eMerchantsDir } from './e2e/support/merchants.ts';
import { E2E_ADMIN_TOKEN, mcManifestTemplate } from './e2e/support/run-settings.ts';

// E2E_PORT lets two runs (two checkouts, or a run beside a dev server) coexist.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// This file is loaded by the runner and again by every worker. Only the runner (which
// starts the platform) creates the fresh PGlite folder; workers inherit it through the env.
// It is removed when the runner exits, which is after the web server has been stopped.
if (!process.env.PORTICO_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'));
  process.env.PORTICO_E2E_DATA_DIR = dataDir;
  // The demo merchant plus one with human verification on (e2e/support/merchants.ts).
  const merchantsDir = e2eMerchantsDir(repoRoot);
  process.env.PORTICO_E2E_MERCHANTS_DIR = merchantsDir;
  process.on('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(merchantsDir, { recursive: true, force: true });
  });
}

const chromium = { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // After the web server is up: the demo merchant's modal popups are taken away (e2e/support/global-setup.ts).
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The service worker (decision 035) is proven by its own specs (service-worker, push), which allow it;
    // elsewhere every request stays the page's, as the specs' request logs and routes expect.
    serviceWorkers: 'block',
  },
  projects: [
    // The first-load budgets are a property of the build, measured once (on the Pixel), on a quiet
    // machine: `npm test` runs this project alone before the others (scripts/test-all.sh), so what
    // waits for the person's first touch (or ENGAGE_FALLBACK_MS) is not counted because a busy machine
    // kept the page loading that long (decision 061).
    { name: 'budget', use: { ...devices['Pixel 7'], ...chromium }, testMatch: /budget\.spec\.ts$/ },
    { name: 'pixel', use: { ...devices['Pixel 7'], ...chromium }, testIgnore: /budget\.spec\.ts$/ },
    {
      name: 'iphone',
      // iPhone 14's viewport, UA, scale and touch, rendered by Chromium (no WebKit here).
      use: { ...devices['iPhone 14'], browserName: 'chromium', ...chromium },
      testIgnore: /budget\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.PORTICO_E2E_DATA_DIR,
      // Set by the runner above; workers never start the server.
      ...(process.env.PORTICO_E2E_MERCHANTS_DIR
        ? { MERCHANTS_DIR: process.env.PORTICO_E2E_MERCHANTS_DIR, MC_ASSET_MANIFEST: mcManifestTemplate(process.env.PORTICO_E2E_MERCHANTS_DIR) }
        : {}),
      // The operator switch of e2e/site-status.spec.ts (decision 016).
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      NODE_ENV: 'test',
      // The specs read the outbox, create members and sign in through the local identity provider.
      DEV_ROUTES: 'true',
      // Requests are logged at info; only the platform's warnings and errors belong in test output.
      LOG_LEVEL: 'warn',
    },
  },
});
