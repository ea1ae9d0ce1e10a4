import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AFFILIATE_CODE } from './register.ts';
import { requestText } from './text.ts';

/** doc E §3 "Tracking events": the sixteen conversion events, reported to the platform and to the pixels. */
export const CONVERSION_EVENTS = [
  'firstOpen', 'registerSubmit', 'register', 'depositSubmit', 'firstDeposit', 'withdraw', 'deposit', 'redeposit',
  'firstDepositArrival', 'startTrial', 'login', 'viewContent', 'downloadApp', 'gameLaunch', 'a2hsInstalled', 'a2hsFirstOpen',
] as const;
/**
 * Platform-only events (decision 040): `visit` (one per page load, the funnel's first step) and
 * `installStep` (the install prompt's shown/accepted/dismissed/installed/first-launch). No pixel receives them.
 */
export const PLATFORM_EVENTS = ['visit', 'installStep'] as const;
export const TRACKING_EVENT_NAMES = [...CONVERSION_EVENTS, ...PLATFORM_EVENTS] as const;
export type ConversionEventName = (typeof CONVERSION_EVENTS)[number];
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

export const INSTALL_STEPS = ['shown', 'accepted', 'dismissed', 'installed', 'first-launch'] as const;
/** Events whose payload is money: currency, amount and value are required. */
export const MONEY_EVENTS: readonly TrackingEventName[] = ['depositSubmit', 'firstDeposit', 'deposit', 'redeposit', 'firstDepositArrival', 'withdraw'];
/** Events about a member: customerId is required. */
export const MEMBER_EVENTS: readonly TrackingEventName[] = ['register', 'login', ...MONEY_EVENTS];

const amount = z.number().check(z.gte(0), z.lte(1e12));
/** doc E §3 payload fields, plus what viewContent, game and install events say about themselves. */
export const trackingPayload = z.strictObject({
  customerId: z.optional(z.int().check(z.positive())),
  customerName: z.optional(requestText(64)),
  /** TLB is sent as PHP, every other code cut to three letters (doc E §3). */
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, 'three capital letters'))),
  revenue: z.optional(amount),
  amount: z.optional(amount),
  value: z.optional(amount),
  contentName: z.optional(requestText(128)),
  gameCode: z.optional(requestText(64)),
  step: z.optional(z.enum(INSTALL_STEPS)),
  trigger: z.optional(requestText(32)),
  look: z.optional(requestText(32)),
});
export type TrackingPayload = z.infer<typeof trackingPayload>;

/** doc E §3 "Pixel tracking and click ids" and §4's kept parameters, as the browser holds them (lib/landing/click-ids). */
export const ATTRIBUTION_FIELDS = ['affiliateCode', 'utm_source', 'fbc', 'fbp', 'fbclid', 'gclid', 'ttclid', 'kwaiclid', 'twclid', 'tid'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export const CLICK_ID_MAX = 500;
export const attribution = z.strictObject({
  affiliateCode: z.optional(z.string().check(z.regex(AFFILIATE_CODE))),
  utm_source: z.optional(requestText(100)),
  fbc: z.optional(requestText(CLICK_ID_MAX)),
  fbp: z.optional(requestText(100)),
  fbclid: z.optional(requestText(CLICK_ID_MAX)),
  gclid: z.optional(requestText(CLICK_ID_MAX)),
  ttclid: z.optional(requestText(CLICK_ID_MAX)),
  kwaiclid: z.optional(requestText(CLICK_ID_MAX)),
  twclid: z.optional(requestText(CLICK_ID_MAX)),
  tid: z.optional(requestText(100)),
});
export type Attribution = z.infer<typeof attribution>;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One event as the browser reports it; the pixels receive the same event_id so a network de-duplicates. */
export const trackingEvent = z.strictObject({
  event_id: z.string().check(z.regex(UUID_V4, 'a version 4 uuid')),
  name: z.string().check(z.maxLength(32)),
  payload: trackingPayload,
  /** Epoch milliseconds on the browser's clock. */
  time: z.int().check(z.positive()),
  /** The page's path under /m/, without its query. */
  page: requestText(512),
  attribution,
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

export const REPORT_MAX_EVENTS = 50;
export const REPORT_MAX_CHARS = 64_000;

/**
 * The event report (doc E §7 "event report … sends events as a JSON string; path not shown"; decision 040):
 * `events` is the JSON text of an array of trackingEvent. It also arrives form-encoded from sendBeacon,
 * which cannot set headers, so the merchant comes from the host and no Authorization is read.
 */
export const reportEventsEndpoint = defineEndpoint({
  id: 'tracking.report',
  methods: ['POST'],
  path: '/wps/tracking/report',
  summary: 'Store tracking events once each by event_id (unknown name: tracking.event_unknown; bad event: tracking.event_invalid)',
  auth: 'none',
  encrypted: false,
  body: z.object({
    // JSON text: JSON.stringify escapes control characters, so a raw one is never a real report.
    events: requestText(REPORT_MAX_CHARS).check(z.minLength(2)),
    /** The browser tab's tracking session (a uuid kept in sessionStorage): the per-session rate limit's key. */
    session: z.string().check(z.regex(UUID_V4, 'a version 4 uuid')),
    /**
     * The visitor's answer where the merchant's market requires consent ('none': not asked). A denied
     * visitor's conversions are stored for the operator but never forwarded to an ad network.
     */
    consent: z._default(z.enum(['granted', 'denied', 'none']), 'none'),
  }),
  value: z.object({ stored: z.int(), duplicates: z.int() }),
});

export const PIXEL_NETWORKS = ['meta', 'tiktok', 'kwai', 'google', 'twitter'] as const;
export type PixelNetwork = (typeof PIXEL_NETWORKS)[number];

export const trackingConfig = z.object({
  /** Pixels wait for the visitor's accept on the consent banner (the merchant's market requires it). */
  consentRequired: z.boolean(),
  /** 'local': record each call at the platform's development page instead of loading a network's script. */
  adapter: z.enum(['network', 'local']),
  pixels: z.array(z.object({ network: z.enum(PIXEL_NETWORKS), id: z.string() })),
});
export type TrackingConfig = z.infer<typeof trackingConfig>;

export const trackingConfigEndpoint = defineEndpoint({
  id: 'tracking.config',
  methods: ['GET'],
  path: '/wps/tracking/config',
  summary: "The merchant's pixels (public ids only) and whether they wait for consent",
  auth: 'none',
  encrypted: false,
  value: trackingConfig,
});

/** doc E §3 "Affiliate info: code, domain, referralCode", from the merchant's affiliate book. */
export const agentAffiliateEndpoint = defineEndpoint({
  id: 'agent.affiliate',
  methods: ['GET'],
  path: '/wps/agent/affiliate',
  summary: 'An affiliate code as the book knows it (not in the book: affiliate.unknown)',
  auth: 'none',
  encrypted: false,
  query: z.object({ code: z.string().check(z.regex(AFFILIATE_CODE, 'letters, digits, - and _')) }),
  value: z.object({ code: z.string(), agentName: z.string(), domain: z.nullable(z.string()), referralCode: z.nullable(z.string()) }),
});
