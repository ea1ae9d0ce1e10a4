import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '@portico/contract/errors';
import { isStrongPassword, passwordChangeEndpoint } from '@portico/contract/member';
import { passwordCheckPassed, reservePasswordCheck } from '../../../auth/login-throttle.ts';
import { members, sessions } from '../../../db/schema.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { hashPassword, verifyPassword } from '../../../security/passwords.ts';

const refusal = (code: ErrorCode, field: 'oldPassword' | 'newPassword') =>
  new PlatformError(code, { fieldErrors: [{ field, message: ERROR_MESSAGES[code] }] });

export default function password(app: FastifyInstance) {
  registerEndpoint(app, passwordChangeEndpoint, async ({ request, merchant, body, requireSession }) => {
    const { sessionId, member } = requireSession();
    const who = { merchant, username: member.username, ip: request.ip };
    // A stolen session must not become a password oracle: wrong current passwords count
    // against the same throttle as sign-ins of this account, reserved before the check (decision 034).
    await reservePasswordCheck(app, who);
    // A stolen session changes addresses at will: its own count stops it as the pair stops a sign-in.
    const bySession = await app.rateLimits.hit(`login:session:${merchant.merchantCode}:${sessionId}`, merchant.security.loginThrottle.perAccount);
    if (!bySession.allowed) {
      throw new PlatformError('TOO_MANY_REQUEST_LOGIN', { retryAfter: bySession.retryAfter, value: { retryAfter: bySession.retryAfter } });
    }
    if (!(await verifyPassword(member.passwordHash, body.oldPassword))) throw refusal('password.old.wrong', 'oldPassword');
    // The right password: a refused new one (weak, the same) must not use up the member's checks.
    await passwordCheckPassed(app, who);
    if (body.newPassword === body.oldPassword) throw refusal('password.same', 'newPassword');
    if (!isStrongPassword(body.newPassword)) throw refusal('password.weak', 'newPassword');

    const passwordHash = await hashPassword(body.newPassword);
    const changed = await app.db.transaction(async (tx) => {
      // Guarded by the hash just verified: of two changes racing from the same old password, one wins.
      const [row] = await tx
        .update(members)
        .set({ passwordHash, firstTimeLogin: false, passwordExpiresAt: null, updatedAt: sql`now()` })
        .where(and(eq(members.id, member.id), eq(members.passwordHash, member.passwordHash)))
        .returning({ id: members.id });
      if (!row) return false;
      // Whoever held the old password elsewhere is signed out; this session carries on.
      await tx.delete(sessions).where(and(eq(sessions.memberId, member.id), ne(sessions.id, sessionId)));
      return true;
    });
    if (!changed) throw refusal('password.old.wrong', 'oldPassword');
    request.log.info({ memberId: member.id }, 'password changed');
    return null;
  });
}
