import { and, desc, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { abuseAlarms } from '../db/schema-abuse.ts';
import { rateLimits } from '../db/schema.ts';

export type AlarmKind = 'registrations.perMinute' | 'login.stepUp';

export interface Alarm {
  merchantCode: string;
  kind: AlarmKind;
  subject: string;
  count: number;
  threshold: number;
}

const KEEP_DAYS = 7;

/**
 * A threshold was crossed (decision 034): a warning in the log for whoever watches it, and a row for
 * GET /admin/abuse. Callers raise it once per crossing (when the count first passes the threshold).
 */
export async function raiseAlarm(app: FastifyInstance, alarm: Alarm): Promise<void> {
  app.log.warn(alarm, `abuse alarm: ${alarm.kind}`);
  await app.db.insert(abuseAlarms).values(alarm);
}

/** The newest alarms of a merchant, newest first. */
export async function recentAlarms(db: Db, merchantCode: string, limit = 50) {
  return db
    .select({
      kind: abuseAlarms.kind,
      subject: abuseAlarms.subject,
      count: abuseAlarms.count,
      threshold: abuseAlarms.threshold,
      raisedAt: abuseAlarms.raisedAt,
    })
    .from(abuseAlarms)
    .where(eq(abuseAlarms.merchantCode, merchantCode))
    .orderBy(desc(abuseAlarms.raisedAt), desc(abuseAlarms.id))
    .limit(limit);
}

/**
 * The open counters of a merchant's abuse limits, highest first. Every key names its merchant as
 * `<area>:<what>:<MERCHANT>:…` (or ends with it), so the merchant's rows are found by pattern.
 */
export async function openCounters(db: Db, merchantCode: string, limit = 100) {
  const escaped = merchantCode.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(like(rateLimits.key, `%:${escaped}:%`), gt(rateLimits.resetAt, sql`now()`)))
    .orderBy(desc(rateLimits.count))
    .limit(limit);
}

export async function sweepAlarms(db: Db): Promise<void> {
  await db.delete(abuseAlarms).where(lt(abuseAlarms.raisedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
}
