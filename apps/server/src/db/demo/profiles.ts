/**
 * The three demo merchants' content profiles (decision 055): what makes each one's seeded content
 * coherent — its currency, payment method, time zone, languages and artwork — so no banner, ticker
 * or popup of one speaks of another's money. Amounts are in major units of the merchant's currency.
 */

/** The languages the demo writes; each merchant seeds those it offers (others fall back to EN). */
export const DEMO_LANGUAGES = ['EN', 'PT-BR', 'TH', 'ES'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

export interface DemoAmounts {
  welcomeMax: number;
  reloadMax: number;
  jackpot: number;
  appCredit: number;
  referral: number;
  birthday: number;
  bonusItem: number;
}

export interface DemoProfile {
  merchantCode: string;
  currency: string;
  /** The brand players read in the texts. */
  brand: string;
  /** The merchant's everyday deposit method, named in the ticker. */
  payment: string;
  /** "UTC+8": the merchant's local time, for the maintenance notice. */
  zone: string;
  languages: readonly DemoLanguage[];
  amounts: DemoAmounts;
  /** The banner artwork's folder under /m/banners/. */
  art: string;
}

export const PHP_PROFILE: DemoProfile = {
  merchantCode: 'DEMO',
  currency: 'PHP',
  brand: 'Portico',
  payment: 'GCash',
  zone: 'UTC+8',
  languages: ['EN', 'PT-BR', 'TH'],
  amounts: { welcomeMax: 5000, reloadMax: 2000, jackpot: 1_250_000, appCredit: 100, referral: 200, birthday: 500, bonusItem: 50 },
  art: 'demo',
};

export const THB_PROFILE: DemoProfile = {
  merchantCode: 'NIGHT',
  currency: 'THB',
  brand: 'Lucky Night',
  payment: 'PromptPay',
  zone: 'UTC+7',
  languages: ['EN', 'TH', 'PT-BR'],
  amounts: { welcomeMax: 3000, reloadMax: 1000, jackpot: 800_000, appCredit: 50, referral: 100, birthday: 300, bonusItem: 30 },
  art: 'night',
};

export const BRL_PROFILE: DemoProfile = {
  merchantCode: 'BRL',
  currency: 'BRL',
  brand: 'Portico Brasil',
  payment: 'Pix',
  zone: 'UTC−3',
  languages: ['PT-BR', 'EN', 'ES'],
  amounts: { welcomeMax: 500, reloadMax: 200, jackpot: 125_000, appCredit: 10, referral: 20, birthday: 50, bonusItem: 5 },
  art: 'brl',
};

export const DEMO_PROFILES: readonly DemoProfile[] = [PHP_PROFILE, THB_PROFILE, BRL_PROFILE];

/**
 * The profile a merchant's demo content follows: its own (by code), else the one of its currency;
 * null for a merchant the demo has nothing coherent for (it is then not seeded).
 */
export function demoProfileFor(merchant: { merchantCode: string; currency: string }): DemoProfile | null {
  return (
    DEMO_PROFILES.find((p) => p.merchantCode === merchant.merchantCode) ?? DEMO_PROFILES.find((p) => p.currency === merchant.currency) ?? null
  );
}

const LOCALES: Record<DemoLanguage, string> = { EN: 'en', 'PT-BR': 'pt-BR', TH: 'th', ES: 'es' };

/** An amount as a reader of `language` writes it in the profile's currency (₱5,000; R$ 5.000; ฿5,000). */
export function money(profile: DemoProfile, language: DemoLanguage, amount: number): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: profile.currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(amount);
}

/** What a text template is given: the profile and its amounts already written for the language. */
export interface TextVars {
  p: DemoProfile;
  m: (amount: keyof DemoAmounts) => string;
}

export type Template = (v: TextVars) => string;
export type Texts = Record<DemoLanguage, Template>;

/** The profile's languages of a text, each written with its amounts: { EN: …, TH: … }. */
export function write(profile: DemoProfile, texts: Texts): Partial<Record<DemoLanguage, string>> & { EN: string } {
  const out: Partial<Record<DemoLanguage, string>> = {};
  for (const language of profile.languages) {
    out[language] = texts[language]({ p: profile, m: (k) => money(profile, language, profile.amounts[k]) });
  }
  return out as Partial<Record<DemoLanguage, string>> & { EN: string };
}
