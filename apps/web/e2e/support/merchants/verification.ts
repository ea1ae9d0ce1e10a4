import type { MerchantWriter } from './writer.ts';

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

/**
 * Verification before a code is texted (captchaSettings.sms, decision 020): built-in on
 * smsverify.localhost; Geetest v3 on smsgt3.localhost, which doc A §5 refuses for sms.
 */
export const SMS_VERIFY_MERCHANT = 'E2E_SMS_VERIFY';
export const SMS_VERIFY_HOST = 'smsverify.localhost';
export const SMS_GT3_HOST = 'smsgt3.localhost';

/**
 * Sign-in step-up for an account under attack (decision 034): human verification off, but an account
 * with more than two failures in the window asks for it (security.loginThrottle.stepUpAfter).
 */
export const STEP_UP_MERCHANT = 'E2E_STEP_UP';
export const STEP_UP_HOST = 'stepup.localhost';

export function writeVerificationMerchants({ variant, write }: MerchantWriter): void {
  // Verification at sign-in and at registration's submit; before a text it is off here (on by default since
  // decision 041), so mobile registration verifies at the submit as this merchant's tests expect.
  const guarded = variant(GUARDED_MERCHANT, GUARDED_HOST, 'Portico Guarded', {
    captcha: { enabled: true, sms: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
  });
  write('e2e-guarded.json', guarded);
  write('e2e-step-up.json', variant(STEP_UP_MERCHANT, STEP_UP_HOST, 'Portico Step Up', { security: { loginThrottle: { stepUpAfter: 2 } } }));
  const geetest = (merchantCode: string, host: string, version: 'v3' | 'v4') =>
    variant(merchantCode, host, `Portico Geetest ${version}`, {
      captcha: { enabled: true, provider: 'geetest', GEETEST_ID: `e2e-${version}-captcha-id`, GEETEST_VERSION: version, geetestServers: GEETEST_SERVERS },
    });
  write('e2e-geetest.json', geetest(GEETEST_MERCHANT, GEETEST_HOST, 'v3'));
  write('e2e-geetest4.json', geetest(GEETEST4_MERCHANT, GEETEST4_HOST, 'v4'));
  const smsVerify = variant(SMS_VERIFY_MERCHANT, SMS_VERIFY_HOST, 'Portico Sms Verify', {
    captcha: { enabled: false, sms: true, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' },
  });
  write('e2e-sms-verify.json', smsVerify);
  const smsGt3 = variant('E2E_SMS_GT3', SMS_GT3_HOST, 'Portico Sms Geetest v3', {
    captcha: { enabled: false, sms: true, provider: 'geetest', GEETEST_ID: 'e2e-v3-captcha-id', GEETEST_VERSION: 'v3', geetestServers: GEETEST_SERVERS },
  });
  write('e2e-sms-gt3.json', smsGt3);
}
