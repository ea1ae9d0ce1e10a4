import type { FastifyInstance } from 'fastify';
import type { LocalIdpResult } from '@portico/contract/identity';
import { sealFor } from './members.ts';
import { uniqueName } from './app.ts';
import { uniqueIp, uniqueMobile } from './sms.ts';

/** An encrypted POST of `data` to `path`, as the web app's request layer sends it. */
export async function postSealed(
  app: FastifyInstance,
  path: string,
  data: unknown,
  opts: { merchant?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const sealed = await sealFor(app, data, { path });
  return app.inject({
    method: 'POST',
    url: path,
    headers: { ...opts.headers, ...sealed.headers, ...(opts.merchant && { Merchant: opts.merchant }) },
    payload: sealed.body,
    ...(opts.ip && { remoteAddress: opts.ip }),
  });
}

export interface DevMember {
  username: string;
  password: string;
  id: number;
  totpSecret: string | null;
}

/** A fresh member through the development fixture (POST /dev/members). */
export async function devMember(app: FastifyInstance, body: Record<string, unknown> = {}, merchant?: string): Promise<DevMember> {
  const res = await app.inject({ method: 'POST', url: '/dev/members', payload: body, headers: merchant ? { Merchant: merchant } : {} });
  if (res.statusCode !== 201) throw new Error(`dev member not created: ${res.body}`);
  return res.json() as DevMember;
}

/** A Philippine mobile number as E.164 digits ('63917…'), unique across tests and parallel runs. */
export const uniqueMobileDigits = (): string => uniqueMobile().phone;

/**
 * A private address of its own for a test's requests: per-IP limits (sign-in failures, sms sends)
 * then never add up across tests, even on one shared PostgreSQL.
 */
export const randomIp = uniqueIp;

export const uniqueEmail = (prefix = 'p2') => `${uniqueName(prefix).toLowerCase()}@example.com`;

/** The local provider's redirect answer decoded from its Location fragment. */
export function resultOfRedirect(location: string): LocalIdpResult {
  const fragment = new URL(location).hash.slice(1);
  const value = new URLSearchParams(fragment).get('idp');
  if (!value) throw new Error(`no idp fragment in ${location}`);
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as LocalIdpResult;
}

/**
 * An ID token from the local provider's own sign-in form (redirect mode), so tests go through the
 * same page a person uses. `email`+`name` is "Use another account"; `identity` a listed identity.
 */
export async function localIdToken(
  app: FastifyInstance,
  who: { channel?: string; email: string; name?: string; listed?: boolean; host?: string },
): Promise<string> {
  const form = new URLSearchParams({
    channel: who.channel ?? 'google',
    mode: 'redirect',
    state: 'test-state',
    return_to: `http://${who.host ?? 'localhost'}/m/login`,
    action: who.listed ? 'identity' : 'custom',
    email: who.email,
    ...(who.listed ? {} : { name: who.name ?? 'Test Person' }),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/idp/local/signin',
    // The host picks the merchant, whose code is the token's audience.
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: who.host ?? 'localhost' },
    payload: form.toString(),
  });
  if (res.statusCode !== 303) throw new Error(`local sign-in failed: ${res.statusCode} ${res.body}`);
  return resultOfRedirect(String(res.headers.location)).idToken;
}

/** The latest code sent by text to +<digits> (development outbox). */
export async function outboxCode(app: FastifyInstance, digits: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(`+${digits}`)}` });
  const { messages } = res.json() as { messages: { code: string | null }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code sent to +${digits}`);
  return code;
}
