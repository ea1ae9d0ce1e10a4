import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../db/schema.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';
import { verifyPassword } from '../security/passwords.ts';
import { reservePasswordCheck } from './login-throttle.ts';

export interface Credentials {
  merchant: Merchant;
  username: string;
  password: string;
  ip: string;
  /**
   * Human verification for an account under attack (reservation.stepUp): throws captcha.invalid
   * without a solved challenge. Absent on steps that follow a verified sign-in (the two-factor step)
   * or a session (changing the password): those are throttled, never stepped up.
   */
  stepUp?: () => Promise<void>;
}

/** Usernames are stored lower-cased (schema): sign-in is case-insensitive. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/**
 * The password check of every username sign-in step (login and its two-factor step): the check is
 * reserved first (a throttled one costs no hash), then the step-up, then the password. Unknown user
 * and wrong password get the one answer login.cred.err (decision 034): a distinct answer would list
 * the usernames that exist. The caller calls passwordCheckPassed once every step has passed.
 */
export async function checkCredentials(app: FastifyInstance, input: Credentials): Promise<MemberRow> {
  const username = normaliseUsername(input.username);
  const { stepUp } = await reservePasswordCheck(app, { merchant: input.merchant, username, ip: input.ip });
  if (stepUp && input.stepUp) await input.stepUp();
  const [member] = await app.db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, input.merchant.merchantCode), eq(members.username, username)))
    .limit(1);
  // Verify even without a member, so the time taken does not tell which usernames exist.
  const ok = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !ok) throw new PlatformError('login.cred.err');
  return member;
}
