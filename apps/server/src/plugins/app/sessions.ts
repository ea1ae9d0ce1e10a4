import { EventEmitter } from 'node:events';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
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
  /**
   * The session by id, as `resolve` judges it, without counting as activity: a stream held open by a
   * page must not keep an idle session alive (decision 057).
   */
  live(sessionId: number, merchantCode: string): Promise<SessionContext | null>;
  /** Calls `listener` with the id of each session revoked in this process (sign-out); returns what stops it. */
  onRevoked(listener: (sessionId: number) => void): () => void;
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
  const revoked = new EventEmitter();
  // One listener per open unread stream (bounded per member there).
  revoked.setMaxListeners(0);

  /** The live session matching `which` in this merchant: not expired, not idle past the merchant's limit. */
  async function find(which: SQL, merchantCode: string) {
    const merchant = app.merchants.all.get(merchantCode);
    if (!merchant) return null;
    const idleMinutes = merchant.security.sessionIdleMinutes;
    const [row] = await db
      .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, member: members })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          which,
          eq(sessions.merchantCode, merchantCode),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes}::int)`),
        ),
      )
      .limit(1);
    return row ?? null;
  }

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
      const row = await find(eq(sessions.tokenHash, sha256Hex(token)), merchantCode);
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
      }
      return { sessionId: row.sessionId, member: row.member };
    },
    async live(sessionId, merchantCode) {
      const row = await find(eq(sessions.id, sessionId), merchantCode);
      return row ? { sessionId: row.sessionId, member: row.member } : null;
    },
    onRevoked(listener) {
      revoked.on('revoked', listener);
      return () => revoked.off('revoked', listener);
    },
    async revoke(token) {
      const ended = await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token))).returning({ id: sessions.id });
      for (const { id } of ended) revoked.emit('revoked', id);
    },
  } satisfies SessionStore);

  sweepPeriodically(app, 'expired session', HOUR, () => db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)));
}, ['db', 'merchants']);
