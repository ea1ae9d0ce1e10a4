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
 * A third merchant without the dialling-code picker's flags (UPDATEMOBILEICC3 off, no phone
 * verification, so no sms sign-in either): what a visitor sees when doc A §2's conditions are false.
 */
export const PLAIN_MERCHANT = 'E2E_PLAIN';
export const PLAIN_HOST = 'plain.localhost';

/** A temporary merchants folder: the real demo.json plus the guarded and plain merchants. */
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
  const plain = {
    ...demo,
    merchantCode: PLAIN_MERCHANT,
    name: 'Portico Plain',
    domains: [PLAIN_HOST],
    whitelabel: { ...(demo.whitelabel as Record<string, boolean>), UPDATEMOBILEICC3: false },
    identity: { ...(demo.identity as Record<string, unknown>), phoneSignIn: false },
  };
  writeFileSync(join(dir, 'e2e-plain.json'), JSON.stringify(plain, null, 2));
  return dir;
}
