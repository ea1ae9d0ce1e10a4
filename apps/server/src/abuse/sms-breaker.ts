import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsBreakers } from '../db/schema-abuse.ts';
import type { Merchant } from '../merchants/schema.ts';

const HOUR_MS = 3_600_000;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts a text about to go to `prefix` and says whether the breaker lets it (decision 041): null when
 * it may go, else the seconds until the breaker closes again. One statement: an open breaker counts
 * nothing; a cool-down that has ended, or an hour that has passed, starts a fresh count; the text that
 * brings the count to `minSent` with under `verifiedPercent` % verified opens the breaker and is refused.
 * Times come from the platform's clock (a parameter, so tests can move it).
 */
export async function countSend(db: Db, merchant: Merchant, prefix: string, now = new Date()): Promise<number | null> {
  const { minSent, verifiedPercent, coolDownSeconds } = merchant.security.sms.breaker;
  const open = sql`("sms_breakers"."open_until" is not null and "sms_breakers"."open_until" > ${at(now)})`;
  const restart = sql`("sms_breakers"."open_until" is not null or "sms_breakers"."window_start" <= ${at(new Date(now.getTime() - HOUR_MS))})`;
  const sent = sql`(case when ${open} then "sms_breakers"."sent" when ${restart} then 1 else "sms_breakers"."sent" + 1 end)`;
  const verified = sql`(case when ${open} or not ${restart} then "sms_breakers"."verified" else 0 end)`;
  const until = new Date(now.getTime() + coolDownSeconds * 1000);
  const trips = (s: number, v: number) => s >= minSent && v * 100 < s * verifiedPercent;
  const [row] = await db
    .insert(smsBreakers)
    .values({ merchantCode: merchant.merchantCode, prefix, windowStart: now, sent: 1, verified: 0, openUntil: trips(1, 0) ? until : null })
    .onConflictDoUpdate({
      target: [smsBreakers.merchantCode, smsBreakers.prefix],
      set: {
        windowStart: sql`case when ${open} or not ${restart} then "sms_breakers"."window_start" else ${at(now)} end`,
        sent,
        verified,
        openUntil: sql`case when ${open} then "sms_breakers"."open_until"
          when ${sent} >= ${minSent} and ${verified} * 100 < ${sent} * ${verifiedPercent} then ${at(until)}
          else null end`,
      },
    })
    .returning({ openUntil: smsBreakers.openUntil });
  const openUntil = row?.openUntil;
  return openUntil && openUntil > now ? Math.max(1, Math.ceil((openUntil.getTime() - now.getTime()) / 1000)) : null;
}

/** A code sent to the prefix was verified: counted in the prefix's current hour (an open breaker keeps its count). */
export async function countVerified(db: Db, merchantCode: string, prefix: string, now = new Date()): Promise<void> {
  await db
    .update(smsBreakers)
    .set({ verified: sql`${smsBreakers.verified} + 1` })
    .where(and(eq(smsBreakers.merchantCode, merchantCode), eq(smsBreakers.prefix, prefix), gt(smsBreakers.windowStart, new Date(now.getTime() - HOUR_MS))));
}

/** The merchant's breakers open now or counting this hour, open ones first (GET /admin/abuse). */
export async function breakerStatus(db: Db, merchantCode: string, now = new Date()) {
  const rows = await db
    .select()
    .from(smsBreakers)
    .where(and(eq(smsBreakers.merchantCode, merchantCode), or(gt(smsBreakers.openUntil, now), gt(smsBreakers.windowStart, new Date(now.getTime() - HOUR_MS)))))
    .orderBy(desc(smsBreakers.openUntil), desc(smsBreakers.sent))
    .limit(100);
  return rows.map((r) => ({
    prefix: r.prefix,
    sent: r.sent,
    verified: r.verified,
    open: r.openUntil !== null && r.openUntil > now,
    openUntil: r.openUntil?.toISOString() ?? null,
  }));
}

/** Rows whose hour and cool-down have both passed carry nothing a later send needs. */
export async function sweepBreakers(db: Db, now = new Date()): Promise<void> {
  const old = new Date(now.getTime() - 2 * HOUR_MS);
  await db.delete(smsBreakers).where(and(sql`${smsBreakers.windowStart} < ${at(old)}`, sql`(${smsBreakers.openUntil} is null or ${smsBreakers.openUntil} < ${at(now)})`));
}
