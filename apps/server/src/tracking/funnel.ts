import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { INSTALL_STEPS } from '@portico/contract/tracking';
import type { Db } from '../db/client.ts';
import { affiliates, trackingEvents } from '../db/schema-tracking.ts';

/** The funnel's steps in order (decision 040): a visit, then the registration and first-deposit conversions. */
export const FUNNEL_STEPS = ['visit', 'registerSubmit', 'register', 'depositSubmit', 'firstDeposit'] as const;
type Step = (typeof FUNNEL_STEPS)[number];
/**
 * The steps only a browser can tell (decision 059): counted from its reports, which anyone can send.
 * The others are counted from what the platform emitted from its own records, never from a report.
 */
export const BROWSER_REPORTED_STEPS = ['visit', 'registerSubmit'] as const satisfies readonly Step[];
const PLATFORM_STEPS = FUNNEL_STEPS.filter((s) => !(BROWSER_REPORTED_STEPS as readonly string[]).includes(s));

/** Each step from the source that vouches for it. */
const vouched = or(
  and(inArray(trackingEvents.name, [...BROWSER_REPORTED_STEPS]), eq(trackingEvents.source, 'browser')),
  and(inArray(trackingEvents.name, PLATFORM_STEPS), eq(trackingEvents.source, 'platform')),
);

export interface FunnelQuery {
  merchantCode: string;
  /** Whole UTC days, `from` included and `to` included. */
  from: string;
  to: string;
  affiliateCode?: string | undefined;
  utmSource?: string | undefined;
}

export type FunnelRow = { day: string; affiliateCode: string | null; affiliateKnown: boolean; utmSource: string | null } & Record<Step, number>;
export type InstallRow = { trigger: string; firstLaunch: number } & Record<Exclude<(typeof INSTALL_STEPS)[number], 'first-launch'>, number>;

const day = sql<string>`to_char(${trackingEvents.receivedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);

function scope(q: FunnelQuery): SQL | undefined {
  return and(
    eq(trackingEvents.merchantCode, q.merchantCode),
    gte(trackingEvents.receivedAt, new Date(`${q.from}T00:00:00Z`)),
    lt(trackingEvents.receivedAt, nextDay(q.to)),
    q.affiliateCode === undefined ? undefined : eq(trackingEvents.affiliateCode, q.affiliateCode),
    q.utmSource === undefined ? undefined : eq(trackingEvents.utmSource, q.utmSource),
  );
}

/**
 * Visits → registerSubmit → register → depositSubmit → firstDeposit per UTC day, affiliate code and
 * utm_source, counted from the stored events (each once, by event_id; each step from its source). A code not in the affiliate book
 * shows as such (affiliateKnown false) instead of being dropped.
 */
export async function funnel(db: Db, q: FunnelQuery): Promise<FunnelRow[]> {
  const rows = await db
    .select({ day, affiliateCode: trackingEvents.affiliateCode, utmSource: trackingEvents.utmSource, name: trackingEvents.name, n: count() })
    .from(trackingEvents)
    .where(and(scope(q), vouched))
    .groupBy(day, trackingEvents.affiliateCode, trackingEvents.utmSource, trackingEvents.name);
  const book = await db.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.merchantCode, q.merchantCode));
  const known = new Set(book.map((b) => b.code));
  const byKey = new Map<string, FunnelRow>();
  for (const r of rows) {
    const key = JSON.stringify([r.day, r.affiliateCode, r.utmSource]);
    let row = byKey.get(key);
    if (!row) {
      row = { day: r.day, affiliateCode: r.affiliateCode, affiliateKnown: r.affiliateCode !== null && known.has(r.affiliateCode), utmSource: r.utmSource, visit: 0, registerSubmit: 0, register: 0, depositSubmit: 0, firstDeposit: 0 };
      byKey.set(key, row);
    }
    row[r.name as Step] = r.n;
  }
  return [...byKey.values()].sort((a, b) => a.day.localeCompare(b.day) || (a.affiliateCode ?? '').localeCompare(b.affiliateCode ?? '') || (a.utmSource ?? '').localeCompare(b.utmSource ?? ''));
}

/** The install prompt's steps per trigger over the same days (the install engine reports them as installStep). */
export async function installFunnel(db: Db, q: FunnelQuery): Promise<InstallRow[]> {
  const trigger = sql<string>`coalesce(${trackingEvents.payload}->>'trigger', '')`;
  const step = sql<string>`${trackingEvents.payload}->>'step'`;
  const rows = await db
    .select({ trigger, step, n: count() })
    .from(trackingEvents)
    .where(and(scope(q), eq(trackingEvents.name, 'installStep')))
    .groupBy(trigger, step);
  const byTrigger = new Map<string, InstallRow>();
  for (const r of rows) {
    const row = byTrigger.get(r.trigger) ?? { trigger: r.trigger, shown: 0, accepted: 0, dismissed: 0, installed: 0, firstLaunch: 0 };
    byTrigger.set(r.trigger, row);
    if (r.step === 'first-launch') row.firstLaunch = r.n;
    else if (r.step === 'shown' || r.step === 'accepted' || r.step === 'dismissed' || r.step === 'installed') row[r.step] = r.n;
  }
  return [...byTrigger.values()].sort((a, b) => a.trigger.localeCompare(b.trigger));
}
