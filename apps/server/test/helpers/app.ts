import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, REPO_ROOT, type Config } from '../../src/config/env.ts';

export const DEMO_MERCHANT_FILE = path.join(REPO_ROOT, 'apps/server/merchants/demo.json');
export const INDEX_HTML =
  '<!doctype html><html><head><meta name="portico-merchant" content="" /><!--portico-settings--></head><body>portico</body></html>';

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `portico-${prefix}-`));
}

/** A fake built web app: index.html, one hashed asset and one plain file. */
export function tempWebDist(): string {
  const dir = tempDir('web');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("portico")');
  writeFileSync(path.join(dir, 'manifest.json'), '{}');
  return dir;
}

export type MerchantJson = Record<string, unknown>;
export const demoMerchant = (): MerchantJson => JSON.parse(readFileSync(DEMO_MERCHANT_FILE, 'utf8')) as MerchantJson;

/** A merchants folder holding the given files (name → content). */
export function tempMerchantsDir(files: Record<string, MerchantJson>): string {
  const dir = tempDir('merchants');
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

/**
 * The demo merchant on Firebase instead of the local identity provider: production refuses the
 * local provider (development only), so production-mode tests start with this one.
 */
export const firebaseDemo = (): MerchantJson => ({
  ...demoMerchant(),
  identity: {
    kind: 'firebase',
    channels: ['google'],
    phoneSignIn: true,
    firebase: { apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'portico-prod', appId: 'a', messagingSenderId: '1' },
  },
});

/** Config for tests: PostgreSQL when TEST_DATABASE_URL is set (shared; tests use unique names), else PGlite in memory. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    WEB_DIST: tempWebDist(),
    // No prerender unless a test brings its own bundle (see prerender.test.ts).
    WEB_SSR: path.join(tempDir('ssr'), 'absent.js'),
    // The demo merchant is on the local identity provider, which lives with the development routes.
    DEV_ROUTES: env.NODE_ENV === 'production' ? undefined : 'true',
    ...env,
  });
}

export function buildTestApp(env: Record<string, string | undefined> = {}): Promise<FastifyInstance> {
  return buildApp(testConfig(env));
}

/** An app without the demo accounts, serving the demo merchant plus `merchants` (file name → merchant JSON). */
export function buildAppWithMerchants(merchants: Record<string, MerchantJson>, env: Record<string, string | undefined> = {}): Promise<FastifyInstance> {
  return buildTestApp({ SEED_DEMO: 'false', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), ...merchants }), ...env });
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter}`;
}
