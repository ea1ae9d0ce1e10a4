import type { MerchantWriter } from './writer.ts';

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
export const BRL_MERCHANT = 'E2E_BRL';
export const BRL_HOST = 'brl.localhost';

/** Tracking (decision 040): all five pixel networks; the second merchant's market requires consent first. */
export const PIXELS_MERCHANT = 'E2E_PIXELS';
export const PIXELS_HOST = 'pixels.localhost';
export const CONSENT_MERCHANT = 'E2E_CONSENT';
export const CONSENT_HOST = 'consent.localhost';
export const E2E_PIXELS = { meta: '100200300', tiktok: 'CTT0E2E', kwai: 'KW0E2E', google: 'AW-900100', twitter: 'tw0e2e' };

/**
 * Push (e2e/push.spec.ts, decision 038): the only merchant of the run with push on. Elsewhere the
 * permission modal would come up over every signed-in screen and take the specs' clicks, as the
 * demo popups would (global-setup.ts), so the other merchants run with push off.
 */
export const PUSH_MERCHANT = 'E2E_PUSH';
export const PUSH_HOST = 'push.localhost';

export function writeFeatureMerchants({ demo, variant, write }: MerchantWriter): void {
  const appOnly = variant(APP_ONLY_MERCHANT, APP_ONLY_HOST, 'Portico App Only', {
    features: { ...(demo.features as Record<string, unknown>), startGameOnlyInApp: true },
    whitelabel: { ...(demo.whitelabel as Record<string, boolean>), LOTTMINIGAME3: false, SEALOTTMINIGAME3: false },
  });
  write('e2e-apponly.json', appOnly);
  const brl = variant(BRL_MERCHANT, BRL_HOST, 'Portico Brasil', {
    countries: [{ countryCode: 'BR', countryDialingCode: '55' }],
    countryCode: 'BR',
    countryDialingCode: '55',
    currency: 'BRL',
    currencySymbol: 'R$',
    languages: ['EN', 'PT-BR'],
  });
  write('e2e-brl.json', brl);
  write('e2e-push.json', variant(PUSH_MERCHANT, PUSH_HOST, 'Portico Push', { push: { provider: 'web-push' } }));
  for (const [code, host, consentRequired] of [[PIXELS_MERCHANT, PIXELS_HOST, false], [CONSENT_MERCHANT, CONSENT_HOST, true]] as const) {
    const tracking = { consentRequired, pixels: E2E_PIXELS };
    // Registration without human verification: the tracking spec is about what happens after the form.
    const captcha = { ...(demo.captcha as Record<string, unknown>), registration: false };
    write(`${host}.json`, variant(code, host, `Portico ${code}`, { tracking, captcha }));
  }
}
