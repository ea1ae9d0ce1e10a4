import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '@portico/contract/languages';
import { captchaSettings, customerServiceEntry, merchantFeatures } from '@portico/contract/system';

const language = z.enum(LANGUAGES as unknown as [LanguageCode, ...LanguageCode[]]);
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
  })
  .superRefine((m, ctx) => {
    if (!m.languages.includes(m.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: 'not one of languages' });
    }
    if (!m.countries.some((c) => c.countryCode === m.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'not one of countries' });
    }
  });

export type Merchant = z.output<typeof merchantFile>;
