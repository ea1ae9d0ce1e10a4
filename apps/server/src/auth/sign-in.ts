import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerType, LoginValue } from '@portico/contract/session';
import type { Db } from '../db/client.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';

/**
 * The end of every sign-in path (password, two-factor, sms, social, social registration): a new
 * session and the login value of doc A §3. `executor` puts the session in the caller's transaction.
 */
export async function startSession(
  app: FastifyInstance,
  member: MemberRow,
  request: FastifyRequest,
  executor?: Db,
): Promise<LoginValue> {
  const token = await app.sessions.create(member, request, executor);
  return {
    id: member.id,
    token,
    userName: member.username,
    customerType: member.customerType as CustomerType,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpiresAt !== null && member.passwordExpiresAt.getTime() <= Date.now(),
  };
}
