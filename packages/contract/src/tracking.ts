import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AFFILIATE_CODE } from './register.ts';
import { requestText } from './text.ts';
import { int4, storedTime } from './bounds.ts';

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

/** doc E §3: TLB is reported as PHP; every other code is cut to its first three letters. */
export function trackedCurrency(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'TLB' ? 'PHP' : upper.slice(0, 3);
}

const amount = z.number().check(z.gte(0), z.lte(1e12));
/** doc E §3 payload fields, plus what viewContent, game and install events say about themselves. */
export const trackingPayload = z.strictObject({
  customerId: z.optional(int4()),
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

/**
 * What a browser report may say about an event (decision 059): never a member (the member is the
 * session's) nor money. Those come only from the platform's own records.
 */
export const reportedPayload = z.strictObject({
  contentName: trackingPayload.shape.contentName,
  gameCode: trackingPayload.shape.gameCode,
  step: trackingPayload.shape.step,
  trigger: trackingPayload.shape.trigger,
  look: trackingPayload.shape.look,
});
export type ReportedPayload = z.infer<typeof reportedPayload>;
export const REPORTED_PAYLOAD_KEYS = Object.keys(reportedPayload.shape) as (keyof ReportedPayload)[];

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

/** The fields of `all` within the contract's bounds, each on its own: one bad cookie never costs an event. */
export function keptAttribution(all: Record<string, string | undefined>): Attribution {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(all)) {
    if (value !== undefined && z.safeParse(attribution, { [key]: value }).success) kept[key] = value;
  }
  return kept;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One event as the browser reports it; the pixels receive the same event_id so a network de-duplicates. */
export const trackingEvent = z.strictObject({
  event_id: z.string().check(z.regex(UUID_V4, 'a version 4 uuid')),
  name: z.string().check(z.maxLength(32)),
  payload: reportedPayload,
  /** Epoch milliseconds on the browser's clock, within the days the platform stores. */
  time: storedTime(),
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
 * which cannot set headers, so the merchant comes from the host. The member is the sign-in session's
 * (fetch sends it; a beacon has none); a report never names one nor carries money, and the conversions
 * that do are emitted by the platform itself (decision 059).
 */
export const reportEventsEndpoint = defineEndpoint({
  id: 'tracking.report',
  methods: ['POST'],
  path: '/wps/tracking/report',
  summary: 'Store tracking events once each by event_id (unknown name: tracking.event_unknown; bad event or a platform conversion: tracking.event_invalid)',
  auth: 'optional',
  encrypted: false,
  body: z.object({
    // JSON text: JSON.stringify escapes control characters, so a raw one is never a real report.
    events: requestText(REPORT_MAX_CHARS).check(z.minLength(2)),
    /** The browser tab's tracking session (a uuid kept in sessionStorage): the per-session rate limit's key. */
    session: z.string().check(z.regex(UUID_V4, 'a version 4 uuid')),
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
