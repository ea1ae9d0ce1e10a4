import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
 * Site-status gate (e2e/site-status.spec.ts, decision 016): one merchant per Playwright project and
 * per test, because the maintenance switch and the second app's manifest are per merchant and the
 * projects run at the same time; plus one that refuses loopback clients (access denied).
 */
export const E2E_PROJECTS = ['pixel', 'iphone'] as const;
export type GateKind = 'maint' | 'update';
export function gateMerchant(kind: GateKind, project: string): { code: string; host: string } {
  return { code: `E2E_${kind.toUpperCase()}_${project.toUpperCase()}`, host: `${kind}-${project}.localhost` };
}
export const RESTRICTED_MERCHANT = 'E2E_RESTRICTED';
export const RESTRICTED_HOST = 'restricted.localhost';
/** The platform's ADMIN_TOKEN in the e2e run (playwright.config.ts); never a real secret. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-a-secret-0123456789';
/** MC_ASSET_MANIFEST of the e2e run: the second app's manifest per merchant, inside the merchants folder. */
export const mcManifestTemplate = (merchantsDir: string) => join(merchantsDir, 'mc', '{merchant}.json');

/**
 * A third merchant without the dialling-code picker's flags (UPDATEMOBILEICC3 off, no phone
 * verification, so no sms sign-in either): what a visitor sees when doc A §2's conditions are false.
 */
export const PLAIN_MERCHANT = 'E2E_PLAIN';
export const PLAIN_HOST = 'plain.localhost';

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

/**
 * Verification before a code is texted (captchaSettings.sms, decision 020): built-in on
 * smsverify.localhost; Geetest v3 on smsgt3.localhost, which doc A §5 refuses for sms.
 */
export const SMS_VERIFY_MERCHANT = 'E2E_SMS_VERIFY';
export const SMS_VERIFY_HOST = 'smsverify.localhost';
export const SMS_GT3_HOST = 'smsgt3.localhost';

/**
 * Google one-tap on (decision 033), through the local provider's stand-in: one merchant per project,
 * because the spec links a test identity to a new account there and each project must meet it unlinked.
 */
export function oneTapMerchant(project: string): { code: string; host: string } {
  return { code: `E2E_ONE_TAP_${project.toUpperCase()}`, host: `onetap-${project}.localhost` };
}

/**
 * Sign-in step-up for an account under attack (decision 034): human verification off, but an account
 * with more than two failures in the window asks for it (security.loginThrottle.stepUpAfter).
 */
export const STEP_UP_MERCHANT = 'E2E_STEP_UP';
export const STEP_UP_HOST = 'stepup.localhost';

/** apps/server/merchants/night.json: the dark-themed demo merchant. */
export const NIGHT_HOST = 'night.localhost';
/**
 * Games (e2e/games.spec.ts, decision 030): a merchant with start-game-only-in-app on and the
 * mini-game off, whose small catalogue the spec adds through the admin API.
 */
export const APP_ONLY_MERCHANT = 'E2E_APPONLY';
export const APP_ONLY_HOST = 'apponly.localhost';
/**
 * The wallet's BRL merchant (e2e/wallet.spec.ts, issue 12): Pix keys and the BRL bank list, with
 * PT-BR among its languages; English stays the default so the specs read the same labels.
 */
/** Tracking (decision 040): all five pixel networks; the second merchant's market requires consent first. */
export const PIXELS_MERCHANT = 'E2E_PIXELS';
export const PIXELS_HOST = 'pixels.localhost';
export const CONSENT_MERCHANT = 'E2E_CONSENT';
export const CONSENT_HOST = 'consent.localhost';
export const E2E_PIXELS = { meta: '100200300', tiktok: 'CTT0E2E', kwai: 'KW0E2E', google: 'AW-900100', twitter: 'tw0e2e' };
export const BRL_MERCHANT = 'E2E_BRL';
export const BRL_HOST = 'brl.localhost';

/**
 * Push (e2e/push.spec.ts, decision 038): the only merchant of the run with push on. Elsewhere the
 * permission modal would come up over every signed-in screen and take the specs' clicks, as the
 * demo popups would (global-setup.ts), so the other merchants run with push off.
 */
export const PUSH_MERCHANT = 'E2E_PUSH';
export const PUSH_HOST = 'push.localhost';

/** The e2e run's main platform port (playwright.config.ts reads the same variable). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** Port offsets of the device-id spec's harness page, one per project (an allowed parent of the frame). */
export const DEVICE_HARNESS_OFFSETS = [9, 10];

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

/**
 * The overlay host (e2e/overlays.spec.ts, decision 025): one merchant per project with its own
 * asset manifest (the update notice) on `overlays-<project>.localhost`, and a second domain of it
 * taken out of service (the domain modal), whose race finds the first.
 */
export function overlaysSetup(project: string) {
  const p = project === 'iphone' ? 'iphone' : 'pixel';
  const host = `overlays-${p}.localhost`;
  return { code: `E2E_OVERLAYS_${p.toUpperCase()}`, host, disabledHost: `${p}.overlays-off.localhost`, origin: `http://${host}:${E2E_PORT}` };
}

/**
 * Home content (e2e/home.spec.ts, decision 028): merchants of their own per project and purpose,
 * so a test that changes a popup or a banner through /admin/content is never seen by another.
 * They start without content (only the default merchant is seeded).
 */
export const HOME_PURPOSES = ['popups', 'banners'] as const;
export function homeMerchant(project: string, purpose: (typeof HOME_PURPOSES)[number]) {
  const p = project === 'iphone' ? 'iphone' : 'pixel';
  const host = `home-${purpose}-${p}.localhost`;
  return { code: `E2E_HOME_${purpose.toUpperCase()}_${p.toUpperCase()}`, host, origin: `http://${host}:${E2E_PORT}` };
}

/**
 * The install prompt (e2e/install-prompt.spec.ts, decision 036): one merchant per project, so the
 * tests that change its install-prompt configuration through /admin/content are never seen by another.
 */
export function installMerchant(project: string) {
  const p = project === 'iphone' ? 'iphone' : 'pixel';
  const host = `install-${p}.localhost`;
  return { code: `E2E_INSTALL_${p.toUpperCase()}`, host, origin: `http://${host}:${E2E_PORT}` };
}

/**
 * App layer (e2e/app-layer.spec.ts, decision 037): a merchant per project and purpose, so the download
 * resources and popup banners each test sets through /admin/content are seen by no other test.
 * `mandatory` has MANDATORYAPPUPDATES3 on; `capped` too, with one marketing overlay a visit (decision 045).
 * All inherit the demo's latestAppVersion (2.5.0).
 */
export const APP_LAYER_PURPOSES = ['bar', 'popups', 'upgrade', 'mandatory', 'capped'] as const;
export function appLayerMerchant(project: string, purpose: (typeof APP_LAYER_PURPOSES)[number]) {
  const p = project === 'iphone' ? 'iphone' : 'pixel';
  const host = `applayer-${purpose}-${p}.localhost`;
  return { code: `E2E_APPLAYER_${purpose.toUpperCase()}_${p.toUpperCase()}`, host, origin: `http://${host}:${E2E_PORT}` };
}

/** A temporary merchants folder: the demo merchant (its image CDN on the other loopback name) plus the variants above. */
export function e2eMerchantsDir(repoRoot: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-e2e-merchants-'));
  const demoFile = join(repoRoot, 'apps/server/merchants/demo.json');
  const demo = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown>;
  // The image CDN is the platform itself on the other loopback name, so the device.html frame
  // (decision 018) is cross-origin to pages on 127.0.0.1, as a real CDN is.
  demo.imageCdn = `http://localhost:${E2E_PORT}`;
  // Decision 042: the frame answers full origins only. The device-id spec's second instance of the
  // platform (E2E_PORT+4 for pixel, +8 for iphone) and its harness page are the merchant's too.
  demo.phishing = { extraOrigins: [4, 8, ...DEVICE_HARNESS_OFFSETS].map((offset) => `http://127.0.0.1:${E2E_PORT + offset}`) };
  demo.push = { provider: 'off' };
  writeFileSync(join(dir, 'demo.json'), JSON.stringify(demo, null, 2));
  // The second demo merchant as shipped (dark theme, own logo: decision 032), on its own host.
  const night = JSON.parse(readFileSync(join(repoRoot, 'apps/server/merchants/night.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, 'night.json'), JSON.stringify({ ...night, imageCdn: demo.imageCdn, push: demo.push }, null, 2));
  /** The demo merchant under another code, served on `host`, with `changes` on top. */
  const variant = (merchantCode: string, host: string, name: string, changes: Record<string, unknown> = {}) => ({
    ...demo,
    merchantCode,
    name,
    domains: [host],
    ...changes,
  });
  // Verification at sign-in and at registration's submit; before a text it is off here (on by default since
  // decision 041), so mobile registration verifies at the submit as this merchant's tests expect.
  const guarded = variant(GUARDED_MERCHANT, GUARDED_HOST, 'Portico Guarded', {
    captcha: { enabled: true, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
  });
  writeFileSync(join(dir, 'e2e-guarded.json'), JSON.stringify(guarded, null, 2));
  const plain = variant(PLAIN_MERCHANT, PLAIN_HOST, 'Portico Plain', {
    whitelabel: { ...(demo.whitelabel as Record<string, boolean>), UPDATEMOBILEICC3: false },
    identity: { ...(demo.identity as Record<string, unknown>), phoneSignIn: false },
  });
  writeFileSync(join(dir, 'e2e-plain.json'), JSON.stringify(plain, null, 2));
  for (const project of E2E_PROJECTS) {
    const { code, host } = oneTapMerchant(project);
    const oneTap = variant(code, host, 'Portico One Tap', { features: { ...(demo.features as Record<string, boolean>), googleOneTap: true } });
    writeFileSync(join(dir, `e2e-one-tap-${project}.json`), JSON.stringify(oneTap, null, 2));
  }
  for (const project of E2E_PROJECTS) {
    const { code, host } = installMerchant(project);
    writeFileSync(join(dir, `e2e-install-${project}.json`), JSON.stringify(variant(code, host, 'Portico Install')));
  }
  const stepUp = variant(STEP_UP_MERCHANT, STEP_UP_HOST, 'Portico Step Up', { security: { loginThrottle: { stepUpAfter: 2 } } });
  writeFileSync(join(dir, 'e2e-step-up.json'), JSON.stringify(stepUp, null, 2));
  const withStatus = (code: string, host: string, siteStatus: Record<string, unknown>) =>
    variant(code, host, `Portico ${code}`, { siteStatus: { ...(demo.siteStatus as Record<string, unknown>), ...siteStatus } });
  for (const project of E2E_PROJECTS) {
    for (const kind of ['maint', 'update'] as const) {
      const { code, host } = gateMerchant(kind, project);
      const text = {
        maintenanceTitle: 'Scheduled maintenance',
        maintenanceDesc: 'We are improving the site.',
        text: { AR: { title: 'صيانة مجدولة', desc: 'نعمل على تحسين الموقع.' } },
      };
      writeFileSync(join(dir, `${host}.json`), JSON.stringify(withStatus(code, host, text)));
    }
  }
  const restricted = withStatus(RESTRICTED_MERCHANT, RESTRICTED_HOST, { restrictions: { denyIps: ['127.0.0.0/8', '::1'] } });
  writeFileSync(join(dir, 'e2e-restricted.json'), JSON.stringify(restricted, null, 2));
  const brl = variant(BRL_MERCHANT, BRL_HOST, 'Portico Brasil', {
    countries: [{ countryCode: 'BR', countryDialingCode: '55' }],
    countryCode: 'BR',
    countryDialingCode: '55',
    currency: 'BRL',
    currencySymbol: 'R$',
    languages: ['EN', 'PT-BR'],
  });
  writeFileSync(join(dir, 'e2e-brl.json'), JSON.stringify(brl, null, 2));
  const push = variant(PUSH_MERCHANT, PUSH_HOST, 'Portico Push', { push: { provider: 'web-push' } });
  writeFileSync(join(dir, 'e2e-push.json'), JSON.stringify(push, null, 2));
  // Tracking (decision 040): every pixel network, recorded by the local adapter; with and without consent.
  for (const [code, host, consentRequired] of [[PIXELS_MERCHANT, PIXELS_HOST, false], [CONSENT_MERCHANT, CONSENT_HOST, true]] as const) {
    const tracking = { consentRequired, pixels: E2E_PIXELS };
    // Registration without human verification: the tracking spec is about what happens after the form.
    const captcha = { ...(demo.captcha as Record<string, unknown>), registration: false };
    writeFileSync(join(dir, `${host}.json`), JSON.stringify(variant(code, host, `Portico ${code}`, { tracking, captcha }), null, 2));
  }
  mkdirSync(join(dir, 'mc'));
  const geetest = (merchantCode: string, host: string, version: 'v3' | 'v4') =>
    variant(merchantCode, host, `Portico Geetest ${version}`, {
      captcha: { enabled: true, provider: 'geetest', GEETEST_ID: `e2e-${version}-captcha-id`, GEETEST_VERSION: version, geetestServers: GEETEST_SERVERS },
    });
  writeFileSync(join(dir, 'e2e-geetest.json'), JSON.stringify(geetest(GEETEST_MERCHANT, GEETEST_HOST, 'v3'), null, 2));
  writeFileSync(join(dir, 'e2e-geetest4.json'), JSON.stringify(geetest(GEETEST4_MERCHANT, GEETEST4_HOST, 'v4'), null, 2));
  const smsVerify = variant(SMS_VERIFY_MERCHANT, SMS_VERIFY_HOST, 'Portico Sms Verify', {
    captcha: { enabled: false, sms: true, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
  });
  writeFileSync(join(dir, 'e2e-sms-verify.json'), JSON.stringify(smsVerify, null, 2));
  const smsGt3 = variant('E2E_SMS_GT3', SMS_GT3_HOST, 'Portico Sms Geetest v3', {
    captcha: { enabled: false, sms: true, provider: 'geetest', GEETEST_ID: 'e2e-v3-captcha-id', GEETEST_VERSION: 'v3', geetestServers: GEETEST_SERVERS },
  });
  writeFileSync(join(dir, 'e2e-sms-gt3.json'), JSON.stringify(smsGt3, null, 2));
  for (const project of E2E_PROJECTS) {
    const setup = domainsSetup(project);
    const domains = variant(setup.merchant, setup.disabledHost, 'Portico Domains', {
      domains: [setup.disabledHost, setup.affiliateHost, ...setup.raceHosts],
      disabledDomains: [setup.disabledHost],
      affiliateDomains: [{ domain: setup.affiliateHost, ...AFFILIATE_CODES }],
      domainList: setup.origins,
      customerService: [{ title: 'Live chat', path: 'https://chat.example.com/e2e', csType: 'LIVECHAT' }],
    });
    writeFileSync(join(dir, `e2e-domains-${project}.json`), JSON.stringify(domains, null, 2));
  }
  for (const project of E2E_PROJECTS) {
    const setup = overlaysSetup(project);
    const overlays = variant(setup.code, setup.host, 'Portico Overlays', {
      domains: [setup.host, setup.disabledHost],
      disabledDomains: [setup.disabledHost],
      domainList: [setup.origin],
    });
    writeFileSync(join(dir, `e2e-overlays-${project}.json`), JSON.stringify(overlays, null, 2));
  }
  const appOnly = variant(APP_ONLY_MERCHANT, APP_ONLY_HOST, 'Portico App Only', {
    features: { ...(demo.features as Record<string, unknown>), startGameOnlyInApp: true },
    whitelabel: { ...(demo.whitelabel as Record<string, boolean>), LOTTMINIGAME3: false, SEALOTTMINIGAME3: false },
  });
  writeFileSync(join(dir, 'e2e-apponly.json'), JSON.stringify(appOnly, null, 2));
  for (const project of E2E_PROJECTS) {
    for (const purpose of HOME_PURPOSES) {
      const { code, host } = homeMerchant(project, purpose);
      writeFileSync(join(dir, `e2e-home-${purpose}-${project}.json`), JSON.stringify(variant(code, host, 'Portico Home'), null, 2));
    }
    for (const purpose of APP_LAYER_PURPOSES) {
      const { code, host } = appLayerMerchant(project, purpose);
      const whitelabel = { ...(demo.whitelabel as Record<string, boolean>), MANDATORYAPPUPDATES3: purpose === 'mandatory' || purpose === 'capped' };
      const cap = purpose === 'capped' ? { marketingOverlaysPerVisit: 1 } : {};
      writeFileSync(join(dir, `e2e-applayer-${purpose}-${project}.json`), JSON.stringify(variant(code, host, 'Portico Apps', { whitelabel, ...cap }), null, 2));
    }
  }
  return dir;
}
