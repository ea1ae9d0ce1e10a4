import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { keptAttribution, trackedCurrency, type Attribution, type TrackingPayload } from '@portico/contract/tracking';
import { CONSENT_COOKIE, cookieAttribution, cookieOf } from '@portico/contract/tracking-cookies';
import { conversionEventId, type PlatformConversion } from '@portico/contract/tracking-ids';
import type { Db } from '../db/client.ts';
import { trackingEvents } from '../db/schema-tracking.ts';
import { raceOrigins } from '../domains/hosts.ts';
import type { Merchant } from '../merchants/schema.ts';
import { minorPerMajor } from '../wallet/money.ts';
import { forwardConversions } from './forward.ts';

/** What the platform knows of the member's browser when it emits a conversion (decision 059). */
export interface BrowserFacts {
  ip: string | null;
  userAgent: string | null;
  /** May an ad network hear of it: the merchant's market asks no consent, or the consent cookie says granted. */
  consent: boolean;
  /** The merchant's own origin and the screen the conversion happens on. */
  url: string;
  attribution: Attribution;
}

/** The screens the platform's conversions happen on (the page an ad network is told). */
export const CONVERSION_PAGES = { register: '/m/register', deposit: '/m/voucherCenter', withdraw: '/m/withdraw' } as const;

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

/** The event_id the browser computes for the same record (contract tracking-ids). */
export const platformEventId = (name: PlatformConversion, customerId: number, key: string) => conversionEventId(sha256, name, customerId, key);

/** The merchant's own origin: its first race origin (doc A §7), never what a request's Host says. */
export function merchantOrigin(merchant: Merchant): string {
  return raceOrigins(merchant)[0] ?? `https://${merchant.domains[0] ?? 'localhost'}`;
}

/** The facts of a request the member's browser made: address, user agent, click-id cookies and consent cookie. */
export function browserFacts(merchant: Merchant, request: FastifyRequest, page: string, affiliateCode?: string | null): BrowserFacts {
  const jar = request.headers.cookie ?? '';
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    consent: !merchant.tracking.consentRequired || cookieOf(CONSENT_COOKIE, jar) === 'granted',
    url: `${merchantOrigin(merchant)}${page}`,
    attribution: keptAttribution({ ...cookieAttribution(jar), affiliateCode: affiliateCode ?? undefined }),
  };
}

/** No browser was part of it (a provider's callback) and nothing was kept: consent only where none is asked. */
export const noFacts = (merchant: Merchant, page: string): BrowserFacts => ({
  ip: null,
  userAgent: null,
  consent: !merchant.tracking.consentRequired,
  url: `${merchantOrigin(merchant)}${page}`,
  attribution: {},
});

/** The browser facts kept with an earlier platform event (the deposit's submit, the registration). */
export async function keptFacts(db: Db, eventId: string): Promise<BrowserFacts | null> {
  const [row] = await db.select({ context: trackingEvents.context, attribution: trackingEvents.attribution }).from(trackingEvents).where(eq(trackingEvents.eventId, eventId));
  if (!row?.context) return null;
  return { ...(row.context as Omit<BrowserFacts, 'attribution'>), attribution: row.attribution as Attribution };
}

export interface PlatformEvent {
  name: PlatformConversion;
  customerId: number;
  /** The record's key: '' for register, the order id, the client's idempotency key. */
  key: string;
  /** Minor units. */
  money?: { currency: string; minor: number };
  facts: BrowserFacts;
}

function payloadOf(e: PlatformEvent): TrackingPayload {
  if (!e.money) return { customerId: e.customerId };
  const amount = e.money.minor / minorPerMajor(e.money.currency);
  return { customerId: e.customerId, currency: trackedCurrency(e.money.currency), amount, value: amount, revenue: amount };
}

/**
 * Stores the platform's conversions once each (their event ids are the records', so a replayed
 * callback or a retried submit stores nothing) and forwards the newly stored ones the member's
 * consent allows. A network's failure is logged by the forwarder and changes nothing here.
 */
export async function emitConversions(app: FastifyInstance, merchant: Merchant, list: readonly PlatformEvent[], log: FastifyBaseLogger): Promise<string[]> {
  if (list.length === 0) return [];
  const now = new Date();
  const rows = list.map((e) => {
    const { attribution, ...context } = e.facts;
    return {
      eventId: platformEventId(e.name, e.customerId, e.key),
      merchantCode: merchant.merchantCode,
      name: e.name,
      source: 'platform',
      sessionId: null,
      customerId: e.customerId,
      affiliateCode: attribution.affiliateCode ?? null,
      utmSource: attribution.utm_source ?? null,
      page: new URL(e.facts.url).pathname,
      payload: payloadOf(e),
      attribution,
      context,
      occurredAt: now,
    };
  });
  const stored = new Set(
    (await app.db.insert(trackingEvents).values(rows).onConflictDoNothing({ target: trackingEvents.eventId }).returning({ eventId: trackingEvents.eventId })).map((r) => r.eventId),
  );
  const fresh = rows.filter((r) => stored.has(r.eventId));
  const forwarded = fresh
    .filter((r) => r.context.consent)
    .map((r) => ({ eventId: r.eventId, name: r.name as PlatformConversion, payload: r.payload, attribution: r.attribution, time: now.getTime(), url: r.context.url, ip: r.context.ip, userAgent: r.context.userAgent }));
  await forwardConversions(app.conversions, merchant, forwarded, log);
  return fresh.map((r) => r.eventId);
}
