import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema.ts';
import { sha256Hex } from '../../../src/security/tokens.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../helpers/app.ts';
import { createMember, login } from '../../helpers/members.ts';

const strict = { ...demoMerchant(), merchantCode: 'STRICT', name: 'Strict', domains: [], security: { sessionIdleMinutes: 5 } };
const env = { SEED_DEMO: 'false', MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'strict.json': strict }) };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(env);
});
afterAll(() => app.close());

const info = (on: FastifyInstance, token: string, merchant = 'DEMO') =>
  on.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token, Merchant: merchant } });
const lastSeen = async (on: FastifyInstance, token: string) =>
  (await on.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, sha256Hex(token))))[0]?.at;
/** Moves the session's last use `minutes` further into the past, as if nobody had called meanwhile. */
const idleFor = (on: FastifyInstance, token: string, minutes: number) =>
  on.db
    .update(sessions)
    .set({ lastSeenAt: sql`${sessions.lastSeenAt} - make_interval(mins => ${minutes}::int)` })
    .where(eq(sessions.tokenHash, sha256Hex(token)));

async function session(merchant = 'DEMO') {
  const m = await createMember(app, { merchantCode: merchant });
  return login(app, m.username, m.password, merchant);
}

describe('session idle limit (merchant security.sessionIdleMinutes, default 30)', () => {
  it('ends a session left unused for longer than the limit', async () => {
    const token = await session();
    await idleFor(app, token, 31);
    const res = await info(app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'user.or.token.invalid' });
  });

  it('slides: a call inside the limit restarts the idle clock', async () => {
    const token = await session();
    await idleFor(app, token, 20);
    expect((await info(app, token)).statusCode).toBe(200);
    // 20 + 20 minutes since sign-in, but only 20 since the last call.
    await idleFor(app, token, 20);
    expect((await info(app, token)).statusCode).toBe(200);
  });

  it('records use at most once a minute: calls in a burst do not write', async () => {
    const token = await session();
    const first = await lastSeen(app, token);
    for (let i = 0; i < 3; i += 1) expect((await info(app, token)).statusCode).toBe(200);
    expect(await lastSeen(app, token)).toEqual(first);
    await idleFor(app, token, 2);
    const aged = await lastSeen(app, token);
    expect((await info(app, token)).statusCode).toBe(200);
    expect((await lastSeen(app, token))!.getTime()).toBeGreaterThan(aged!.getTime());
  });

  it('follows each merchant’s own limit', async () => {
    const token = await session('STRICT');
    await idleFor(app, token, 6);
    expect((await info(app, token, 'STRICT')).statusCode).toBe(401);
  });
});

// Every instance reads and refreshes the same idle clock (PostgreSQL: instances share one database).
describe.runIf(process.env.TEST_DATABASE_URL)('session idle limit across instances', () => {
  it('keeps a session alive on one instance by its use on another', async () => {
    const other = await buildTestApp(env);
    try {
      const token = await session();
      await idleFor(app, token, 25);
      expect((await info(other, token)).statusCode).toBe(200);
      await idleFor(app, token, 10);
      expect((await info(app, token)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
