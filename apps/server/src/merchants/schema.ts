import { brandColourProblem } from '@portico/contract/look';
import { z } from 'zod';
import { customerServiceEntry, merchantFeatures } from '@portico/contract/system';
import { identitySettings } from '@portico/contract/identity';
import { appLayer } from './schema/app-layer.ts';
import { captcha } from './schema/captcha.ts';
import { chat } from './schema/chat.ts';
import { look } from './schema/look.ts';
import { phishing } from './schema/phishing.ts';
import { push } from './schema/push.ts';
import { registration } from './schema/registration.ts';
import { security } from './schema/security.ts';
import { language } from './schema/fields.ts';
import { ipRule, siteStatus } from './schema/site-status.ts';
import { tracking } from './schema/tracking.ts';

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
    captcha,
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
    look,
    /**
     * Decision 029: which customer types count as agents (doc E §3 and §6 say types 1 and 2; doc A §6
     * reads it differently, so each merchant states its reading). The browser sees it.
     */
    agentCustomerTypes: z.array(z.int().min(0).max(9)).min(1).default([1, 2]),
    /** doc E §9 "Profile icon count default 9": how many icons a member picks from. */
    profileIconCount: z.int().min(1).max(24).default(9),
    chat,
    push,
    appLayer,
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