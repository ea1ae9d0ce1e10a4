import { merchantLook } from './look.ts';
import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { languageCode } from './member.ts';
import { firebaseWebConfig, identitySettings } from './identity.ts';
import { appLayerSettings } from './install.ts';

/**
 * doc A §4 "Site status": normal, maintenance, or region/IP restriction. Title and description are
 * in the request's Language (English when the merchant has no text in it); the *En copies are the
 * English ones, shown beside the localised text when the two differ (doc A §2). maintenanceEnd is
 * an ISO 8601 instant. country is what the platform's IP table says about `ip` (null: unknown).
 */
export const siteStatus = z.object({
  status: z.enum(['NORMAL', 'MAINTENANCE', 'RESTRICTED']),
  maintenanceEnd: z.nullable(z.string()),
  maintenanceTitle: z.nullable(z.string()),
  maintenanceDesc: z.nullable(z.string()),
  maintenanceTitleEn: z.nullable(z.string()),
  maintenanceDescEn: z.nullable(z.string()),
  ip: z.string(),
  country: z.nullable(z.string()),
});
export type SiteStatus = z.infer<typeof siteStatus>;

export const statusEndpoint = defineEndpoint({
  id: 'system.status',
  methods: ['GET'],
  path: '/wps/system/status',
  summary: 'Site status gate: normal, maintenance or restricted',
  auth: 'none',
  encrypted: false,
  // doc A §7; what the platform does with each: decision 016 (url's host is checked against the
  // merchant's withdrawn domains, the rest are bounded and logged).
  query: z.object({
    device: z.optional(requestText(32)),
    track: z.optional(requestText(256)),
    originalDomain: z.optional(requestText(253)),
    url: z.optional(requestText(2048)),
  }),
  value: siteStatus,
});

export const country = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export const countryInfo = z.object({
  countryDialingCode: z.string(),
  countryCode: z.string(),
  countries: z.array(country),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.enum(['before', 'after']),
});
export type CountryInfo = z.infer<typeof countryInfo>;

export const countryEndpoint = defineEndpoint({
  id: 'system.country',
  methods: ['GET'],
  path: '/wps/system/country',
  summary: "The merchant's countries, default dialling code, country and currency",
  auth: 'none',
  encrypted: false,
  query: z.object({ _: z.optional(requestText()) }),
  value: countryInfo,
});

/**
 * doc A §7 "/wps/system/location", a call the spec names only for caching or flags (decision 058):
 * where the platform's IP table places the caller. countryCode is ISO 3166 alpha-2 (null: a private,
 * unlisted or unknown address); countryDialingCode is the merchant's dialling code for that country
 * when the merchant lists it, else null. The web app keeps the answer for the visit.
 */
export const visitorLocation = z.object({
  ip: z.string(),
  countryCode: z.nullable(z.string()),
  countryDialingCode: z.nullable(z.string()),
});
export type VisitorLocation = z.infer<typeof visitorLocation>;

export const locationEndpoint = defineEndpoint({
  id: 'system.location',
  methods: ['GET'],
  path: '/wps/system/location',
  summary: "Where the platform's IP table places the caller, and the merchant's dialling code for that country",
  auth: 'none',
  encrypted: false,
  value: visitorLocation,
});

export const pingEndpoint = defineEndpoint({
  id: 'system.ping',
  methods: ['GET'],
  path: '/wps/system/test/ping',
  summary: 'Liveness of this domain (also raced to find the fastest domain)',
  auth: 'none',
  encrypted: false,
  query: z.object({ speed: z.optional(requestText()) }),
  value: z.object({ serverTime: z.number() }),
});

export const customerServiceEntry = z.object({
  title: z.string(),
  path: z.string(),
  csType: z.enum(['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP']),
  csPosition: z.optional(z.string()),
  labelIds: z.optional(z.array(z.number())),
});

/**
 * The vendors a merchant's customer-service chat runs on (decision 039): the five of doc E §9 and
 * the platform's own local vendor. Here, not in chat.ts, so the first load's settings parse stays small.
 */
export const CHAT_VENDORS = ['LIVECHAT', 'COMM100', 'COMM100VIP', 'AICAN', 'MIDUOKE', 'LOCAL'] as const;
export type ChatVendorName = (typeof CHAT_VENDORS)[number];

/** Merchant feature flags (doc E §3). */
export const merchantFeatures = z.object({
  chat: z.boolean(),
  startGameOnlyInApp: z.boolean(),
  forcePasswordChangeOnExpiry: z.boolean(),
  mobileAutoLogin: z.boolean(),
  googleOneTap: z.boolean(),
});

/**
 * Captcha configuration (doc A §3): GEETEST_VERSION defaults to v3 in the merchant file. `provider`
 * picks the human verification behind the one port: the platform's own proof of work (builtin,
 * decision 012) or Geetest. `difficulty` is the built-in challenge's maxnumber (absent: the default).
 */
export const captchaSettings = z.object({
  /** Verification on password sign-in. */
  enabled: z.boolean(),
  /** Verification at registration (doc A §5: required there); absent means on. */
  registration: z.optional(z.boolean()),
  /**
   * Verification before a code is texted without sign-in (/wps/verification/sms/noLogin: mobile
   * registration, two-factor; doc A §5). The platform serves it filled in: on unless the merchant file
   * turns it off (sms pumping, decision 041; decision 020 had it off). Geetest needs v4 here.
   * When on, mobile registration asks for verification at the send instead of at the submit.
   */
  sms: z.optional(z.boolean()),
  provider: z.enum(['builtin', 'geetest']),
  difficulty: z.optional(z.int().check(z.minimum(1000), z.maximum(10_000_000))),
  /** Geetest's public captcha id (gt); the private key is never here (decision 015). */
  GEETEST_ID: z.string(),
  /** doc A §3 / doc E §9: v3 when a merchant file leaves it out (the platform fills it in, decision 015). */
  GEETEST_VERSION: z.enum(['v3', 'v4']),
  /**
   * Where the browser loads Geetest's script from, tried in order, 3 s each (doc A §9); a base URL
   * per server (an http(s) origin or a path on this site), the version's path is appended. Absent:
   * Geetest's own static servers.
   */
  geetestServers: z.optional(z.array(z.string().check(z.regex(/^(https?:\/\/[^\s/]+|\/)[^\s]*$/)))),
});

/**
 * Registration settings the browser sees (decision 014). Here, not in register.ts, so the first
 * load (which parses the inlined settings) carries none of the registration schemas.
 */
export const registrationSettings = z.object({
  /** doc A §5 mobile-password option: off → mobile registration uses the default 123456 (register.ts). */
  mobilePassword: z.boolean(),
});
export type RegistrationSettings = z.infer<typeof registrationSettings>;

/**
 * The browser's part of a merchant's push configuration (issue 14, decision 038): which provider,
 * and only what the browser needs to get a registration token from it; never a secret.
 */
export const pushSettings = z.union([
  z.object({ provider: z.literal('off') }),
  z.object({ provider: z.literal('web-push'), publicKey: z.string() }),
  z.object({ provider: z.literal('fcm'), firebase: firebaseWebConfig, vapidKey: z.string() }),
]);
export type PushSettings = z.infer<typeof pushSettings>;

/** The merchant's public site configuration (doc E §3 "Common store"); never carries a secret. */
export const siteSettings = z.object({
  merchantCode: z.string(),
  name: z.string(),
  defaultLanguage: languageCode,
  languages: z.array(languageCode),
  whitelabel: z.record(z.string(), z.boolean()),
  features: merchantFeatures,
  captcha: captchaSettings,
  imageCdn: z.string(),
  customerService: z.array(customerServiceEntry),
  redirectAllowList: z.array(z.string()),
  /** Appended to a redirectUrl after sign-in (doc A §4) and used as the browser's theme colour. */
  headerColor: z.string(),
  identity: identitySettings,
  registration: registrationSettings,
  /**
   * At most this many marketing overlays (app-upgrade, install prompt, push permission,
   * announcement and download-image popups) in one visit, a browser tab's session (decision 025).
   * Absent: 3.
   */
  marketingOverlaysPerVisit: z.optional(z.int().check(z.minimum(0), z.maximum(20))),
  /** Theme, logo and brand colour (decision 032). Absent: DEFAULT_LOOK. */
  look: z.optional(merchantLook),
  /** Customer types that count as agents (decision 029). Absent: 1 and 2 (doc E §3). */
  agentCustomerTypes: z.optional(z.array(z.int())),
  /** How many profile icons a member picks from (doc E §9). Absent: 9. */
  profileIconCount: z.optional(z.int()),
  /**
   * Customer-service chat (decision 039): whether the merchant's chat vendor is configured well
   * enough to open, and which it is (entries of that csType open through it). Absent: unavailable.
   */
  chat: z.optional(z.object({ available: z.boolean(), vendor: z.nullable(z.enum(CHAT_VENDORS)) })),
  /** Push notifications (decision 038). Absent: off. */
  push: z.optional(pushSettings),
  /** Download bar, download-image popups and app upgrade (decision 037). Absent: DEFAULT_APP_LAYER. */
  appLayer: z.optional(appLayerSettings),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const settingsEndpoint = defineEndpoint({
  id: 'system.settings',
  methods: ['GET'],
  path: '/wps/system/settings',
  summary: "The merchant's public site configuration (flags, languages, captcha, customer service)",
  auth: 'none',
  encrypted: false,
  value: siteSettings,
});
