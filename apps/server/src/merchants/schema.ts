import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '@portico/contract/languages';
import { captchaSettings, customerServiceEntry, merchantFeatures } from '@portico/contract/system';
import { identitySettings } from '@portico/contract/identity';

const language = z.enum(LANGUAGES as unknown as [LanguageCode, ...LanguageCode[]]);
const limit = (max: number, windowSeconds: number) =>
  z.strictObject({ max: z.int().positive(), windowSeconds: z.int().positive() }).default({ max, windowSeconds });

/** Abuse limits and code lifetimes; every field has a default, so a merchant file names only what it changes. */
const security = z
  .strictObject({
    loginThrottle: z.strictObject({ perAccount: limit(5, 900), perIp: limit(50, 900) }).prefault({}),
    sms: z
      .strictObject({
        codeTtlSeconds: z.int().positive().default(300),
        resendSeconds: z.int().positive().default(60),
        maxAttempts: z.int().positive().default(5),
        perNumber: limit(5, 3600),
        perIp: limit(20, 3600),
        perDevice: limit(10, 3600),
      })
      .prefault({}),
    /** Successful registrations per IP (bulk sign-ups from one address), and username checks per IP. */
    registration: z.strictObject({ perIp: limit(20, 3600), checksPerIp: limit(60, 60) }).prefault({}),
    /** Days a passed two-factor check covers further sign-ins from the same IP and device. */
    twoFactorTrustDays: z.int().min(0).default(30),
  })
  .prefault({});

/** Registration options (decision 014); every field has a default. */
const registration = z
  .strictObject({
    /** doc A §5 mobile-password option: off → mobile registration sets the fixed default 123456. */
    mobilePassword: z.boolean().default(true),
  })
  .prefault({});

const country = z.object({ countryCode: z.string().min(2), countryDialingCode: z.string().min(1) });

/** One merchant file (apps/server/merchants/*.json). `version` lets the shape change without guessing. */
/** Strict: an unknown key is most likely a typo that would otherwise be silently ignored. */
export const merchantFile = z
  .strictObject({
    version: z.literal(1),
    merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
    name: z.string().min(1),
    whitelabel: z.record(z.string(), z.boolean()),
    // The parts the browser also sees come from the contract (zod/mini schemas embed in zod objects).
    features: merchantFeatures,
    countries: z.array(country).min(1),
    countryCode: z.string(),
    countryDialingCode: z.string(),
    currency: z.string().min(3),
    currencySymbol: z.string(),
    currencyPosition: z.enum(['before', 'after']),
    languages: z.array(language).min(1),
    defaultLanguage: language,
    captcha: captchaSettings,
    domains: z.array(z.string().min(1)),
    redirectAllowList: z.array(z.url()),
    customerService: z.array(customerServiceEntry),
    imageCdn: z.string(),
    siteStatus: z.object({
      mode: z.enum(['NORMAL', 'MAINTENANCE', 'RESTRICTED']),
      maintenanceEnd: z.string().nullable(),
      maintenanceTitle: z.string().nullable(),
      maintenanceDesc: z.string().nullable(),
    }),
    blockedIps: z.array(z.string()),
    headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    identity: identitySettings,
    registration,
    security,
  })
  .superRefine((m, ctx) => {
    if (!m.languages.includes(m.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: 'not one of languages' });
    }
    if (m.identity.kind === 'firebase' && !m.identity.firebase) {
      ctx.addIssue({ code: 'custom', path: ['identity', 'firebase'], message: 'required when kind is firebase' });
    }
    if (!m.countries.some((c) => c.countryCode === m.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'not one of countries' });
    }
  });

export type Merchant = z.output<typeof merchantFile>;
