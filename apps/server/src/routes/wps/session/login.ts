import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginEndpoint } from '@portico/contract/session';
import type { CustomerType } from '@portico/contract/session';
import { members } from '../../../db/schema.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { verifyPassword } from '../../../security/passwords.ts';

const missing = (field: string) => ({ field, message: 'required' });

export default function login(app: FastifyInstance) {
  registerEndpoint(app, loginEndpoint, async ({ request, merchant, body }) => {
    // Only username sign-in exists so far; sms and firebase need their providers.
    if (body.type !== undefined && body.type !== 'username') {
      throw new PlatformError('request.invalid', { fieldErrors: [{ field: 'type', message: 'not supported' }] });
    }
    const username = body.username?.trim().toLowerCase();
    if (!username || !body.password) {
      throw new PlatformError('request.invalid', {
        fieldErrors: [...(!username ? [missing('username')] : []), ...(!body.password ? [missing('password')] : [])],
      });
    }
    const [member] = await app.db
      .select()
      .from(members)
      .where(and(eq(members.merchantCode, merchant.merchantCode), eq(members.username, username)))
      .limit(1);
    // Verify even without a member, so the time taken does not tell which usernames exist.
    const ok = await verifyPassword(member?.passwordHash ?? null, body.password);
    if (!member) throw new PlatformError('not.exists.user');
    if (!ok) throw new PlatformError('login.cred.err');

    const token = await app.sessions.create(member, request);
    return {
      id: member.id,
      token,
      userName: member.username,
      customerType: member.customerType as CustomerType,
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: member.passwordExpiresAt !== null && member.passwordExpiresAt.getTime() <= Date.now(),
    };
  });
}
