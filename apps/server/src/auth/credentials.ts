import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../db/schema.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';
import { verifyPassword } from '../security/passwords.ts';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.ts';

export interface Credentials {
  merchant: Merchant;
  username: string;
  password: string;
  ip: string;
}

/** Usernames are stored lower-cased (schema): sign-in is case-insensitive. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/**
 * The password check of every username sign-in step (login and its two-factor step): throttle
 * first, so a blocked account costs no hash; a failure of either kind is counted.
 */
export async function checkCredentials(app: FastifyInstance, input: Credentials): Promise<MemberRow> {
  const username = normaliseUsername(input.username);
  const who = { merchant: input.merchant, username, ip: input.ip };
  await assertLoginAllowed(app, who);
  const [member] = await app.db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, input.merchant.merchantCode), eq(members.username, username)))
    .limit(1);
  // Verify even without a member, so the time taken does not tell which usernames exist.
  const ok = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !ok) {
    await recordLoginFailure(app, who);
    throw new PlatformError(member ? 'login.cred.err' : 'not.exists.user');
  }
  return member;
}
