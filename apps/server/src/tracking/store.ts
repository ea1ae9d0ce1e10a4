import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { trackingEvents } from '../db/schema-tracking.ts';
import type { ValidEvent } from './validate.ts';

/**
 * Stores a browser's batch once per event_id: the unique index turns a replay (a retry, or the same
 * batch by fetch and by sendBeacon, even at the same moment) into no row. The member is the sign-in
 * session's, never one the report names (decision 059). Returns the events stored now.
 */
export async function storeEvents(db: Db, merchantCode: string, by: { sessionId: string; customerId: number | null }, events: readonly ValidEvent[]): Promise<ValidEvent[]> {
  const rows = await db
    .insert(trackingEvents)
    .values(
      events.map((e) => ({
        eventId: e.event_id,
        merchantCode,
        name: e.name,
        sessionId: by.sessionId,
        customerId: by.customerId,
        affiliateCode: e.attribution.affiliateCode ?? null,
        utmSource: e.attribution.utm_source ?? null,
        page: e.page,
        payload: e.payload,
        attribution: e.attribution,
        occurredAt: new Date(e.time),
      })),
    )
    .onConflictDoNothing({ target: trackingEvents.eventId })
    .returning({ eventId: trackingEvents.eventId });
  const stored = new Set(rows.map((r) => r.eventId));
  return events.filter((e) => stored.has(e.event_id));
}

/** The stored rows of some event ids (tests and the development pages compare them with the pixels' calls). */
export function eventsById(db: Db, ids: readonly string[]) {
  return db.select().from(trackingEvents).where(inArray(trackingEvents.eventId, [...ids]));
}
