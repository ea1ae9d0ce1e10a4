import type { SiteSettings } from '@portico/contract/system';

/** The DEMO merchant's public settings as the platform sends them, for component tests. */
export function demoSettings(change: Partial<SiteSettings> = {}): SiteSettings {
  return {
    merchantCode: 'DEMO',
    name: 'Portico Demo',
    defaultLanguage: 'EN',
    languages: ['EN', 'AR'],
    whitelabel: { FIREBASECREATEACC3: true, UPDATEMOBILEICC3: true },
    features: { chat: true, startGameOnlyInApp: false, forcePasswordChangeOnExpiry: true, mobileAutoLogin: true, googleOneTap: false },
    captcha: { enabled: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v3' },
    imageCdn: 'https://img.example.com',
    customerService: [],
    redirectAllowList: ['https://lottery.example.com'],
    headerColor: '#0b4fa8',
    registration: { mobilePassword: true },
    identity: { kind: 'local', channels: ['google'], phoneSignIn: true },
    ...change,
  };
}

/** GET /wps/system/country of the DEMO merchant (two of its countries), for component tests. */
export const DEMO_COUNTRIES = {
  countryDialingCode: '63',
  countryCode: 'PH',
  countries: [
    { countryCode: 'PH', countryDialingCode: '63' },
    { countryCode: 'TH', countryDialingCode: '66' },
  ],
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'before',
};
