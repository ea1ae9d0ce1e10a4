import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A second merchant for the end-to-end run only: the demo merchant with the built-in human
 * verification on, served on its own host name. Chromium resolves every *.localhost name to the
 * loopback address, and the platform picks a page's merchant by host, so the same platform serves
 * DEMO (captcha off, as in demo.json) on 127.0.0.1 and this one on guarded.localhost — both halves
 * (the inlined settings and the login's check) see captcha on, with nothing intercepted
 * (decision 012). It never ships: it exists only in a temporary folder.
 */
export const GUARDED_MERCHANT = 'E2E_GUARDED';
export const GUARDED_HOST = 'guarded.localhost';

/**
 * Merchants on Geetest (decision 015), served by the platform's stand-in (GEETEST_ADAPTER local,
 * the default): v3 on geetest.localhost, v4 on geetest4.localhost. Their script "servers" are two
 * mirrors of the stand-in on the platform itself, so a test can make the first one fail.
 */
export const GEETEST_MERCHANT = 'E2E_GEETEST';
export const GEETEST_HOST = 'geetest.localhost';
export const GEETEST4_MERCHANT = 'E2E_GEETEST4';
export const GEETEST4_HOST = 'geetest4.localhost';
export const GEETEST_SERVERS = ['/dev/geetest/primary', '/dev/geetest/fallback'];

/** A temporary merchants folder: the real demo.json plus the guarded and the Geetest merchants. */
export function e2eMerchantsDir(repoRoot: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-e2e-merchants-'));
  const demoFile = join(repoRoot, 'apps/server/merchants/demo.json');
  copyFileSync(demoFile, join(dir, 'demo.json'));
  const demo = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown>;
  const guarded = {
    ...demo,
    merchantCode: GUARDED_MERCHANT,
    name: 'Portico Guarded',
    domains: [GUARDED_HOST],
    captcha: { enabled: true, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
  };
  writeFileSync(join(dir, 'e2e-guarded.json'), JSON.stringify(guarded, null, 2));
  const geetest = (merchantCode: string, host: string, version: 'v3' | 'v4') => ({
    ...demo,
    merchantCode,
    name: `Portico Geetest ${version}`,
    domains: [host],
    captcha: { enabled: true, provider: 'geetest', GEETEST_ID: `e2e-${version}-captcha-id`, GEETEST_VERSION: version, geetestServers: GEETEST_SERVERS },
  });
  writeFileSync(join(dir, 'e2e-geetest.json'), JSON.stringify(geetest(GEETEST_MERCHANT, GEETEST_HOST, 'v3'), null, 2));
  writeFileSync(join(dir, 'e2e-geetest4.json'), JSON.stringify(geetest(GEETEST4_MERCHANT, GEETEST4_HOST, 'v4'), null, 2));
  return dir;
}
