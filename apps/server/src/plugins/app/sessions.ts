import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { members, sessions } from '../../db/schema.ts';
import { newSessionToken, sha256Hex } from '../../security/tokens.ts';
import { sharedPlugin } from '../plugin.ts';
import { sweepPeriodically } from '../../db/sweep.ts';

export type MemberRow = typeof members.$inferSelect;
export interface SessionContext {
  sessionId: number;
  member: MemberRow;
}

export interface SessionStore {
  /** `executor`: a transaction, when the session must appear together with other rows (social registration). */
  create(member: MemberRow, request: FastifyRequest, executor?: Db): Promise<string>;
  /** The live session of a token in this merchant, or null (unknown, expired, idle too long, or another merchant's). */
  resolve(token: string, merchantCode: string): Promise<SessionContext | null>;
  revoke(token: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

const HOUR = 3_600_000;
/**
 * last_seen_at is the idle clock (the merchant's security.sessionIdleMinutes, decision 022) and lives in the
 * database, so every instance sees the same one. Written at most once a minute: a read per call, not a write.
 */
const TOUCH_AFTER_MS = 60_000;

export default sharedPlugin('sessions', async (app) => {
  const { db } = app;
  const ttlMs = app.config.SESSION_TTL_HOURS * HOUR;

  app.decorate('sessions', {
    async create(member, request, executor = db) {
      const token = newSessionToken();
      const ua = request.headers['user-agent'];
      await executor.insert(sessions).values({
        tokenHash: sha256Hex(token),
        memberId: member.id,
        merchantCode: member.merchantCode,
        expiresAt: new Date(Date.now() + ttlMs),
        ip: request.ip,
        userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null,
      });
      return token;
    },
    async resolve(token, merchantCode) {
      const merchant = app.merchants.all.get(merchantCode);
      if (!merchant) return null;
      const idleMinutes = merchant.security.sessionIdleMinutes;
      const [row] = await db
        .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, member: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, sha256Hex(token)),
            eq(sessions.merchantCode, merchantCode),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes}::int)`),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
      }
      return { sessionId: row.sessionId, member: row.member };
    },
    async revoke(token) {
      await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
    },
  } satisfies SessionStore);

  sweepPeriodically(app, 'expired session', HOUR, () => db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)));
}, ['db', 'merchants']);
