import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deviceSightings } from '../db/schema-abuse.ts';

const KEEP_DAYS = 90;

/**
 * When this merchant first saw the device id (decision 041), recording it now if never: one upsert
 * whose no-op update returns the stored first sighting.
 */
export async function firstSeen(db: Db, merchantCode: string, deviceId: string, now = new Date()): Promise<Date> {
  const [row] = await db
    .insert(deviceSightings)
    .values({ merchantCode, deviceId, firstSeenAt: now })
    .onConflictDoUpdate({ target: [deviceSightings.merchantCode, deviceSightings.deviceId], set: { firstSeenAt: sql`"device_sightings"."first_seen_at"` } })
    .returning({ firstSeenAt: deviceSightings.firstSeenAt });
  return row?.firstSeenAt ?? now;
}

/**
 * The subject a device limit counts (decision 041): the device id once it has been known for
 * `freshMinutes`, else the address — a missing or brand-new id (a script draws one per request) buys
 * no allowance of its own.
 */
export async function deviceSubject(db: Db, merchantCode: string, deviceId: string | undefined, ip: string, freshMinutes: number, now = new Date()): Promise<string> {
  if (!deviceId) return `addr:${ip}`;
  const seen = await firstSeen(db, merchantCode, deviceId.slice(0, 128), now);
  return now.getTime() - seen.getTime() >= freshMinutes * 60_000 ? `id:${deviceId.slice(0, 128)}` : `addr:${ip}`;
}

/** A device unseen for 90 days is simply new again when it comes back. */
export async function sweepSightings(db: Db): Promise<void> {
  await db.delete(deviceSightings).where(lt(deviceSightings.firstSeenAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
}
