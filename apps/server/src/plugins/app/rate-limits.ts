import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { sweepAlarms } from '../../abuse/alarms.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { sweepPeriodically } from '../../db/sweep.ts';
import { sharedPlugin } from '../plugin.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Whole seconds (≥ 1) until the current window ends and the count starts again. */
  retryAfter: number;
}

export interface RateLimits {
  /** Counts `cost` events (one unless said) under `key`; allowed=false once count > max within the window. */
  hit(key: string, limit: Limit, cost?: number): Promise<RateLimitResult>;
  /**
   * Counts one event (or the entry's cost) under each key in order, stopping at the first refusal, which it returns (null:
   * all allowed). The limits are reserved before the work they guard and refusals count (decision 034):
   * a reading taken before and a count written after let concurrent requests all pass.
   */
  reserve(limits: readonly (readonly [string, Limit] | readonly [string, Limit, number])[]): Promise<RateLimitResult | null>;
  /** Gives back one counted event of an open window (a success that should not count as a failure). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;
/** Seconds left in a window, computed by the database so every instance agrees on the clock. */
const secondsLeft = sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.resetAt} - now()))))::int`.mapWith(Number);

/**
 * Fixed-window counters in the `rate_limits` table (decision 008). One statement per hit: the
 * insert-or-increment is atomic in PostgreSQL (the conflicting row is locked), so concurrent
 * requests on any number of instances never lose a count; a window that has passed restarts at 1.
 */
export default sharedPlugin('rateLimits', async (app) => {
  const { db } = app;

  app.decorate('rateLimits', {
    async hit(key, limit, cost = 1) {
      const windowEnd = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
      // In DO UPDATE, "rate_limits".x is the stored row; a passed window starts over.
      const expired = sql`"rate_limits"."reset_at" <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: cost, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then ${cost}::int else "rate_limits"."count" + ${cost}::int end`,
            resetAt: sql`case when ${expired} then excluded."reset_at" else "rate_limits"."reset_at" end`,
          },
        })
        .returning({ count: rateLimits.count, retryAfter: secondsLeft });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { allowed: row.count <= limit.max, count: row.count, retryAfter: row.retryAfter };
    },

    async reserve(limits) {
      for (const [key, limit, cost] of limits) {
        const result = await app.rateLimits.hit(key, limit, cost);
        if (!result.allowed) return result;
      }
      return null;
    },

    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
    },

    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  } satisfies RateLimits);

  sweepPeriodically(app, 'expired rate limit', SWEEP_EVERY_MS, () => sweepRateLimits(db));
  // The alarms these counters raise (decision 034) are kept a week.
  sweepPeriodically(app, 'old abuse alarm', 6 * SWEEP_EVERY_MS, () => sweepAlarms(db));
}, ['db']);

/** Deletes windows that have ended; a later hit on the key simply starts a new one. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
