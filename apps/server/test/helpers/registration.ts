import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mobileRegisterEndpoint, usernameRegisterEndpoint } from '@portico/contract/register';
import { members } from '../../src/db/schema.ts';
import { demoMerchant, type MerchantJson } from './app.ts';
import { solvedCaptcha } from './captcha.ts';
import { postSealed } from './sign-in.ts';
import { uniqueIp } from './sms.ts';

/**
 * The demo merchant with an easy challenge (tests solve many) and its own code and no domains;
 * verification before a text off (on by default since decision 041), as registration tests text freely.
 */
export const regMerchant = (merchantCode: string, change: MerchantJson = {}): MerchantJson => ({
  ...demoMerchant(),
  merchantCode,
  domains: [],
  captcha: { enabled: false, sms: false, provider: 'builtin', difficulty: 1000, GEETEST_ID: '', GEETEST_VERSION: 'v4' },
  ...change,
});

/** A username within the rule (4–20, letter first) that no other test uses. */
let n = 0;
export function freshUsername(prefix = 'Reg'): string {
  n += 1;
  return `${prefix}${process.pid % 1000}${Date.now().toString(36).slice(-5)}${n}`.slice(0, 20);
}

export async function memberCount(app: FastifyInstance, merchantCode: string): Promise<number> {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(members).where(eq(members.merchantCode, merchantCode));
  return row?.n ?? 0;
}

export async function memberNamed(app: FastifyInstance, merchantCode: string, username: string) {
  const [row] = await app.db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.username, username.toLowerCase())));
  return row;
}

export interface PostOptions {
  merchant: string;
  ip?: string;
  /** false: no captcha field at all (a scripted client); a string: that payload. Default: a fresh solution. */
  captcha?: false | string;
}

/** A fresh solution is fetched from the address the registration comes from, for registration (decision 041). */
async function captchaField(app: FastifyInstance, opts: PostOptions, ip: string) {
  if (opts.captcha === false) return {};
  return { captcha: opts.captcha ?? (await solvedCaptcha(app, opts.merchant, { ip, form: 'registration' })) };
}

export async function registerByUsername(app: FastifyInstance, data: Record<string, unknown>, opts: PostOptions) {
  const ip = opts.ip ?? uniqueIp();
  const body = { registerMethod: 'H5', domain: 'localhost', ...(await captchaField(app, opts, ip)), ...data };
  return postSealed(app, usernameRegisterEndpoint.path, body, { merchant: opts.merchant, ip });
}

export async function registerByMobile(app: FastifyInstance, data: Record<string, unknown>, opts: PostOptions) {
  const ip = opts.ip ?? uniqueIp();
  const body = { registerMethod: 'H5', domain: 'localhost', ...(await captchaField(app, opts, ip)), ...data };
  return postSealed(app, mobileRegisterEndpoint.path, body, { merchant: opts.merchant, ip });
}
