import { brandColourProblem, DEFAULT_LOOK, THEMES } from '@portico/contract/look';
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '@portico/contract/languages';
import { captchaSettings, CHAT_VENDORS, customerServiceEntry, merchantFeatures } from '@portico/contract/system';
import { firebaseWebConfig, identitySettings } from '@portico/contract/identity';
import { ruleProblem } from '../site-status/ip.ts';

const language = z.enum(LANGUAGES as unknown as [LanguageCode, ...LanguageCode[]]);
const limit = (max: number, windowSeconds: number) =>
  z.strictObject({ max: z.int().positive(), windowSeconds: z.int().positive() }).default({ max, windowSeconds });

/** Abuse limits and code lifetimes; every field has a default, so a merchant file names only what it changes. */
const security = z
  .strictObject({
    /**
     * Decision 034. perAccount: password checks per account AND address (reserved before the check);
     * perIp: per address whatever the account. Once an account has had stepUpAfter failed checks from
     * all addresses within perAccount's window, each further sign-in needs human verification; past
     * slowAfter each address waits four windows for its checks. Nothing locks the owner out.
     */
    loginThrottle: z
      .strictObject({
        perAccount: limit(5, 900),
        perIp: limit(50, 900),
        stepUpAfter: z.int().positive().default(20),
        slowAfter: z.int().positive().default(100),
      })
      .prefault({}),
    sms: z
      .strictObject({
        codeTtlSeconds: z.int().positive().default(300),
        resendSeconds: z.int().positive().default(60),
        maxAttempts: z.int().positive().default(5),
        perNumber: limit(5, 3600),
        perIp: limit(20, 3600),
        perDevice: limit(10, 3600),
        /** Sends per /24 (IPv4) or /48 (IPv6) network: rotating addresses of one network share it. */
        perSubnet: limit(60, 3600),
        /**
         * Decision 041 (sms pumping): sends per number prefix (country code + three national digits)
         * and per merchant; the breaker stops texting to a prefix for `coolDownSeconds` once at least
         * `minSent` texts of the hour went there and under `verifiedPercent` % of them were verified.
         */
        perPrefix: limit(300, 3600),
        perMerchant: limit(3000, 3600),
        breaker: z
          .strictObject({
            minSent: z.int().positive().default(20),
            verifiedPercent: z.int().min(0).max(100).default(20),
            coolDownSeconds: z.int().positive().default(1800),
          })
          .prefault({}),
        /** A device id first seen less than this many minutes ago counts as its address's (decision 041). */
        freshDeviceMinutes: z.int().min(0).default(10),
      })
      .prefault({}),
    /**
     * Registration attempts (each counted before the work, refusals too) per address and per /24
     * (IPv4) or /48 (IPv6); username checks likewise. alarmPerMinute: registrations of the whole
     * merchant in a minute above which an alarm is logged and shown on /admin/abuse (decision 034).
     */
    registration: z
      .strictObject({
        perIp: limit(20, 3600),
        perSubnet: limit(60, 3600),
        checksPerIp: limit(60, 60),
        checksPerSubnet: limit(600, 3600),
        alarmPerMinute: z.int().positive().default(30),
      })
      .prefault({}),
    /**
     * Decision 041: per network (autonomous system, from the offline ASN table) — registrations,
     * texts and username checks of all the network's addresses together; data-centre and hosting
     * networks (a bot's rented addresses) get the strict `hosting` limits. Loopback and private
     * addresses have no network and only the address and /24 limits apply.
     */
    network: z
      .strictObject({
        registration: limit(1000, 3600),
        registrationHosting: limit(20, 3600),
        sms: limit(1000, 3600),
        smsHosting: limit(10, 3600),
        checks: limit(20_000, 3600),
        checksHosting: limit(300, 3600),
      })
      .prefault({}),
    /**
     * Adaptive proof of work (decision 041): challenges issued per `windowSeconds` that count as quiet
     * per address, /24, network (AS; hosting networks less) and merchant. Past them the difficulty is
     * multiplied by pressure² up to `maxFactor`; an address gets at most `issuedPerIp` challenges a window.
     */
    pow: z
      .strictObject({
        windowSeconds: z.int().positive().default(600),
        quiet: z
          .strictObject({
            perIp: z.int().positive().default(10),
            perSubnet: z.int().positive().default(30),
            perNetwork: z.int().positive().default(300),
            perHostingNetwork: z.int().positive().default(20),
            perMerchant: z.int().positive().default(1000),
          })
          .prefault({}),
        maxFactor: z.int().min(1).max(1000).default(200),
        issuedPerIp: z.int().positive().default(120),
      })
      .prefault({}),
    /**
     * Risk at registration (decision 041): a score of 0–100 from documented weights is stored with each
     * registration; at `flagAt` or above the account is created flagged (withdrawals wait for review,
     * bonuses are refused until an operator clears it). 101 never flags.
     */
    risk: z.strictObject({ flagAt: z.int().min(1).max(101).default(50) }).prefault({}),
    /** Days a passed two-factor check covers further sign-ins from the same IP and device. */
    twoFactorTrustDays: z.int().min(0).default(30),
    /**
     * Minutes without a call before a session ends (sliding; decision 022), under SESSION_TTL_HOURS'
     * absolute limit. At least 5: use is recorded at most once a minute.
     */
    sessionIdleMinutes: z.int().min(5).max(10_080).default(30),
  })
  .prefault({});

const ipRule = z.string().superRefine((rule, ctx) => {
  const problem = ruleProblem(rule);
  if (problem) ctx.addIssue({ code: 'custom', message: `${rule}: ${problem}` });
});
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code in capitals');
const pixelId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _');
/**
 * Decision 040: the pixels a merchant runs (public ids, never a token: Conversions API tokens are in
 * the environment), whether its market requires consent before any of them loads, and the event
 * report's limits per tracking session and per address.
 */
const tracking = z
  .strictObject({
    consentRequired: z.boolean().default(false),
    pixels: z
      .strictObject({
        meta: pixelId.optional(),
        tiktok: pixelId.optional(),
        kwai: pixelId.optional(),
        google: pixelId.optional(),
        twitter: pixelId.optional(),
      })
      .default({}),
    reportsPerSession: limit(60, 60),
    reportsPerIp: limit(300, 60),
  })
  .prefault({});

const maintenanceText = z.strictObject({ title: z.string().min(1).optional(), desc: z.string().min(1).optional() });

/**
 * The site-status gate (doc A §4, decision 016). `mode` is the standing state; scheduled `windows`
 * put the site in maintenance between two instants; an operator's override (database, set without a
 * restart) wins over both. Title and description are English; `text` adds other languages.
 */
const siteStatus = z.strictObject({
  mode: z.enum(['NORMAL', 'MAINTENANCE', 'RESTRICTED']),
  maintenanceEnd: z.string().nullable(),
  maintenanceTitle: z.string().nullable(),
  maintenanceDesc: z.string().nullable(),
  text: z.partialRecord(language, maintenanceText).default({}),
  windows: z
    .array(z.strictObject({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }), title: z.string().optional(), desc: z.string().optional() }))
    .default([])
    .refine((ws) => ws.every((w) => Date.parse(w.start) < Date.parse(w.end)), 'a window must end after it starts'),
  /**
   * Who is refused (RESTRICTED). allowIps always pass (staff, monitoring); then denyIps; then
   * countries: in denyCountries, or outside a non-empty allowCountries. An address the country
   * table does not know (private, loopback, unallocated) follows `unknownCountry`.
   */
  restrictions: z
    .strictObject({
      allowIps: z.array(ipRule).default([]),
      denyIps: z.array(ipRule).default([]),
      allowCountries: z.array(countryCode).default([]),
      denyCountries: z.array(countryCode).default([]),
      unknownCountry: z.enum(['allow', 'deny']).default('allow'),
    })
    .prefault({}),
});

/**
 * Phishing resistance (issue 17 item 8, decision 042); every field has a default.
 * extraOrigins: full origins (scheme, host, port) beyond the domain list where the merchant's pages
 * run (a second port in development, a staging origin); the device-id frame answers them and
 * passkeys accept them. foreignOriginSignIn: what a password sign-in from a page on another origin
 * gets: `flag` (logged, listed on /admin/abuse) or `verify` (also human verification first).
 */
const phishing = z
  .strictObject({
    extraOrigins: z
      .array(z.string().refine((o) => URL.canParse(o) && /^https?:$/.test(new URL(o).protocol) && new URL(o).origin === o, 'an http(s) origin without a path'))
      .default([]),
    foreignOriginSignIn: z.enum(['flag', 'verify']).default('flag'),
  })
  .prefault({});

/** Registration options (decision 014); every field has a default. */
const registration = z
  .strictObject({
    /** doc A §5 mobile-password option: off → mobile registration sets the fixed default 123456. */
    mobilePassword: z.boolean().default(true),
  })
  .prefault({});

/**
 * Push notifications (issue 14, decision 038): the provider delivering them. web-push is the
 * platform's own VAPID sender (development and any merchant without Firebase); fcm needs the
 * Firebase web config and its vapidKey (both public) here and FCM_SERVICE_ACCOUNT in the environment.
 */
const push = z
  .strictObject({
    provider: z.enum(['off', 'web-push', 'fcm']).default('web-push'),
    fcm: z.strictObject({ firebase: firebaseWebConfig, vapidKey: z.string().min(1) }).optional(),
  })
  .prefault({})
  .refine((p) => p.provider !== 'fcm' || p.fcm !== undefined, { message: 'fcm is required when provider is fcm', path: ['fcm'] });

/**
 * GEETEST_VERSION is v3 when the file leaves it out (doc A §3, doc E §9; decision 015). Verification
 * before a text is on when the file leaves `sms` out (sms pumping, decision 041), filled in so the
 * browser sees it too; except on Geetest v3, which cannot verify a text (doc A §5) and would stop every one.
 */
function captchaDefaults(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  const given = v as Record<string, unknown>;
  const version = given.GEETEST_VERSION ?? 'v3';
  return { sms: !(given.provider === 'geetest' && version === 'v3'), GEETEST_VERSION: version, ...given };
}

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
    captcha: z.preprocess(captchaDefaults, captchaSettings),
    domains: z.array(z.string().min(1)),
    /**
     * Decision 018. The origins the web app races and moves to (doc A §7 domainList); absent:
     * https:// + every domain not disabled. Each origin's host must be one of `domains`.
     */
    domainList: z.array(z.string()).optional(),
    /** Domains taken out of service (blocked upstream): their /wps calls answer domain_not_available. */
    disabledDomains: z.array(z.string()).default([]),
    /** Domains handed to affiliates: a visitor landing there is sent to /m/index.html with the codes. */
    affiliateDomains: z
      .array(z.strictObject({ domain: z.string().min(1), affiliateCode: z.string().min(1), referralCode: z.string().min(1).optional() }))
      .default([]),
    redirectAllowList: z.array(z.url()),
    customerService: z.array(customerServiceEntry),
    imageCdn: z.string(),
    siteStatus,
    /** Exact addresses or CIDR blocks refused (kept from version 1; same as siteStatus.restrictions.denyIps). */
    blockedIps: z.array(ipRule),
    headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    identity: identitySettings,
    registration,
    security,
    phishing,
    /** Decision 025: marketing overlays shown in one visit at most; the browser sees it. */
    marketingOverlaysPerVisit: z.number().int().min(0).max(20).default(3),
    /** Decision 032: the shell's theme, logo and brand colour; the brand colour must keep 4.5:1 contrast. */
    look: z
      .strictObject({
        theme: z.enum(THEMES).default(DEFAULT_LOOK.theme),
        logo: z
          .string()
          .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'a path on this site (/m/brand/logo.svg) or an https URL')
          .nullable()
          .default(null),
        primary: z.string().regex(/^#[0-9a-fA-F]{6}$/).default(DEFAULT_LOOK.primary),
      })
      .default(DEFAULT_LOOK),
    /**
     * Decision 029: which customer types count as agents (doc E §3 and §6 say types 1 and 2; doc A §6
     * reads it differently, so each merchant states its reading). The browser sees it.
     */
    agentCustomerTypes: z.array(z.int().min(0).max(9)).min(1).default([1, 2]),
    /** doc E §9 "Profile icon count default 9": how many icons a member picks from. */
    profileIconCount: z.int().min(1).max(24).default(9),
    /**
     * Customer-service chat (issue 14, decision 039): the vendor and the ids its link needs. A vendor
     * whose id is missing is not refused here (the site must still start): the chat button hides and
     * the platform logs the problem once (chat/vendors.ts). Absent vendor: no chat.
     */
    chat: z
      .strictObject({
        vendor: z.enum(CHAT_VENDORS).nullable().default(null),
        /** LIVECHAT: the licence number; group: its chat group. */
        licenseId: z.string().regex(/^\d{1,12}$/).optional(),
        group: z.string().regex(/^\d{1,6}$/).optional(),
        /** COMM100 and COMM100VIP: the site id and the campaign (plan) id; VIP members' campaign apart. */
        siteId: z.string().regex(/^\d{1,12}$/).optional(),
        campaignId: z.string().regex(/^[\w-]{1,64}$/).optional(),
        /** COMM100's chat server (its own or a custom domain). */
        server: z.url({ protocol: /^https$/ }).optional(),
        /** AICAN and MIDUOKE: the chat link their console issues, to which the visitor's identity is added. */
        url: z.url({ protocol: /^https$/ }).optional(),
      })
      .prefault({}),
    push,
    /** Decision 037: home-screen icon, download bar, download-image popups, app upgrade; the browser sees all but the icon. */
    appLayer: z
      .strictObject({
        /** The app icon, an SVG on this site; null: a plain icon in the brand colour. */
        icon: z.string().regex(/^\/m\/[\w./-]+\.svg$/, 'an SVG path on this site (/m/brand/icon.svg)').refine((p) => !p.includes('..'), 'no ..').nullable().default(null),
        latestAppVersion: z.string().regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'a version like 2.5.0').nullable().default(null),
        downloadBar: z
          .strictObject({ enabled: z.boolean().default(true), loginRequired: z.boolean().default(false), minRankLevel: z.int().min(0).max(99).default(0) })
          .prefault({}),
        downloadPopupSeconds: z.int().min(0).max(3600).default(20),
      })
      .prefault({}),
    /** Decision 040: ad pixels (public ids), consent, and the event report's limits. */
    tracking,
  })
  .superRefine((m, ctx) => {
    const brand = brandColourProblem(m.look.primary, m.look.theme);
    if (brand) ctx.addIssue({ code: 'custom', path: ['look', 'primary'], message: brand });
    if (!m.languages.includes(m.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: 'not one of languages' });
    }
    if (m.identity.kind === 'firebase' && !m.identity.firebase) {
      ctx.addIssue({ code: 'custom', path: ['identity', 'firebase'], message: 'required when kind is firebase' });
    }
    const own = new Set(m.domains.map((d) => d.toLowerCase()));
    m.disabledDomains.forEach((d, i) => {
      if (!own.has(d.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['disabledDomains', i], message: 'not one of domains' });
    });
    m.affiliateDomains.forEach((a, i) => {
      if (!own.has(a.domain.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['affiliateDomains', i, 'domain'], message: 'not one of domains' });
    });
    m.domainList?.forEach((origin, i) => {
      const url = URL.canParse(origin) ? new URL(origin) : null;
      const bad = !url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '');
      if (bad) ctx.addIssue({ code: 'custom', path: ['domainList', i], message: 'not an http(s) origin' });
      else if (!own.has(url.hostname.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['domainList', i], message: 'host not one of domains' });
    });
    if (!m.countries.some((c) => c.countryCode === m.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'not one of countries' });
    }
  });

export type Merchant = z.output<typeof merchantFile>;
