import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../../src/db/schema.ts';
import { sweepRateLimits } from '../../../src/plugins/app/rate-limits.ts';
import { buildTestApp, uniqueName } from '../../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Moves a key's window into the past, as if its time had run out (no sleeping). */
const endWindow = (key: string) =>
  app.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, key));

describe('app.rateLimits', () => {
  it('counts hits in a window and refuses once the count passes max', async () => {
    const key = uniqueName('rl');
    const limit = { max: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await app.rateLimits.hit(key, limit));
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    for (const r of results) {
      expect(r.retryAfter).toBeGreaterThanOrEqual(59);
      expect(r.retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('reserves several limits in order and stops at the first refusal', async () => {
    const [a, b] = [uniqueName('rl'), uniqueName('rl')];
    const tight = { max: 1, windowSeconds: 30 };
    expect(await app.rateLimits.reserve([[a, tight], [b, tight]])).toBeNull();
    const refused = await app.rateLimits.reserve([[a, tight], [b, tight]]);
    expect(refused).toMatchObject({ allowed: false, count: 2 });
    // b was not counted a second time: the refusal of a stopped the reservation.
    expect(await app.rateLimits.hit(b, tight)).toMatchObject({ count: 2 });
  });

  it('releases one count of an open window, never below zero', async () => {
    const key = uniqueName('rl');
    const limit = { max: 2, windowSeconds: 30 };
    await app.rateLimits.hit(key, limit);
    await app.rateLimits.hit(key, limit);
    await app.rateLimits.release(key);
    await app.rateLimits.release(key);
    await app.rateLimits.release(key);
    expect(await app.rateLimits.hit(key, limit)).toMatchObject({ allowed: true, count: 1 });
  });

  it('starts a new window at 1 once the old one has passed', async () => {
    const key = uniqueName('rl');
    const limit = { max: 1, windowSeconds: 600 };
    await app.rateLimits.hit(key, limit);
    expect((await app.rateLimits.hit(key, limit)).allowed).toBe(false);
    await endWindow(key);
    const fresh = await app.rateLimits.hit(key, limit);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
    expect(fresh.retryAfter).toBeGreaterThanOrEqual(599);
  });

  it('really expires a short window on the clock', async () => {
    const key = uniqueName('rl');
    const limit = { max: 1, windowSeconds: 1 };
    await app.rateLimits.hit(key, limit);
    const refused = await app.rateLimits.hit(key, limit);
    expect(refused).toMatchObject({ allowed: false, retryAfter: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await app.rateLimits.hit(key, limit)).toMatchObject({ allowed: true, count: 1 });
  });

  it('loses no count under concurrent hits and lets exactly max through', async () => {
    const key = uniqueName('rl');
    const limit = { max: 7, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, () => app.rateLimits.hit(key, limit)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    const [row] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(40);
  });

  it('keeps keys apart and resets one without touching another', async () => {
    const a = uniqueName('rl');
    const b = uniqueName('rl');
    const limit = { max: 1, windowSeconds: 60 };
    await app.rateLimits.hit(a, limit);
    await app.rateLimits.hit(a, limit);
    await app.rateLimits.hit(b, limit);
    await app.rateLimits.reset(a);
    expect(await app.rateLimits.hit(a, limit)).toMatchObject({ allowed: true, count: 1 });
    expect(await app.rateLimits.hit(b, limit)).toMatchObject({ allowed: false, count: 2 });
    await app.rateLimits.reset(uniqueName('never-used'));
  });

  it('sweeps ended windows only', async () => {
    const ended = uniqueName('rl');
    const open = uniqueName('rl');
    await app.rateLimits.hit(ended, { max: 1, windowSeconds: 60 });
    await app.rateLimits.hit(open, { max: 1, windowSeconds: 60 });
    await endWindow(ended);
    await sweepRateLimits(app.db);
    const keys = (await app.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain(ended);
    expect(keys).toContain(open);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('app.rateLimits across two instances on one PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(() => other.close());

  it('shares one count between instances hitting at the same time', async () => {
    const key = uniqueName('rl');
    const limit = { max: 10, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? app : other).rateLimits.hit(key, limit)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
