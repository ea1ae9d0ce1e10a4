import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The e2e run's main platform port (playwright.config.ts reads the same variable). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/**
 * Merchants for the domain spec (decision 018), one per Playwright project so pixel and iphone run
 * side by side without racing each other's instances: `<project>.domains.localhost` is taken out of
 * service (its /wps calls answer domain_not_available), the race runs over three more platform
 * instances on their own host names and ports (pixel E2E_PORT+1..3, iphone E2E_PORT+5..7, started by
 * e2e/support/platform.ts), and `<project>.aff.localhost` is an affiliate domain.
 */
export const AFFILIATE_CODES = { affiliateCode: 'AFFE2E', referralCode: 'REFE2E' };
export function domainsSetup(project: string) {
  const p = project === 'iphone' ? 'iphone' : 'pixel';
  const ports = [1, 2, 3].map((i) => E2E_PORT + i + (p === 'iphone' ? 4 : 0));
  const raceHosts = ['d1', 'd2', 'd3'].map((d) => `${d}.${p}.localhost`);
  return {
    merchant: `E2E_DOMAINS_${p.toUpperCase()}`,
    disabledHost: `${p}.domains.localhost`,
    affiliateHost: `${p}.aff.localhost`,
    raceHosts,
    ports,
    origins: raceHosts.map((h, i) => `http://${h}:${ports[i]}`),
  };
}

/** A temporary merchants folder: the real demo.json plus the guarded merchant. */
export function e2eMerchantsDir(repoRoot: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-e2e-merchants-'));
  const demoFile = join(repoRoot, 'apps/server/merchants/demo.json');
  const demo = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown>;
  // The image CDN is the platform itself on the other loopback name, so the device.html frame
  // (decision 018) is cross-origin to pages on 127.0.0.1, as a real CDN is.
  demo.imageCdn = `http://localhost:${E2E_PORT}`;
  writeFileSync(join(dir, 'demo.json'), JSON.stringify(demo, null, 2));
  const guarded = {
    ...demo,
    merchantCode: GUARDED_MERCHANT,
    name: 'Portico Guarded',
    domains: [GUARDED_HOST],
    captcha: { enabled: true, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
  };
  writeFileSync(join(dir, 'e2e-guarded.json'), JSON.stringify(guarded, null, 2));
  for (const project of ['pixel', 'iphone']) {
    const setup = domainsSetup(project);
    const domains = {
      ...demo,
      merchantCode: setup.merchant,
      name: 'Portico Domains',
      domains: [setup.disabledHost, setup.affiliateHost, ...setup.raceHosts],
      disabledDomains: [setup.disabledHost],
      affiliateDomains: [{ domain: setup.affiliateHost, ...AFFILIATE_CODES }],
      domainList: setup.origins,
      customerService: [{ title: 'Live chat', path: 'https://chat.example.com/e2e', csType: 'LIVECHAT' }],
    };
    writeFileSync(join(dir, `e2e-domains-${project}.json`), JSON.stringify(domains, null, 2));
  }
  return dir;
}
