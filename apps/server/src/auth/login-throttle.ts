import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';

/*
 * Failed sign-ins, throttled per account and per IP (merchant.security.loginThrottle), with the
 * counters in the database so the limit holds across instances (decision 008).
 *
 * Usernames that do not exist are counted like real ones: refusing only real accounts would tell
 * a script which usernames exist. The per-IP counter is never cleared by a success, so one valid
 * account does not let a script keep guessing the passwords of others from the same address.
 */

interface Who {
  merchant: Merchant;
  username: string;
}

const accountKey = ({ merchant, username }: Who) => `login:account:${merchant.merchantCode}:${username.trim().toLowerCase()}`;
const ipKey = (merchant: Merchant, ip: string) => `login:ip:${merchant.merchantCode}:${ip}`;

/** Throws TOO_MANY_REQUEST_LOGIN (HTTP 429, Retry-After) when the account or the IP is blocked. */
export async function assertLoginAllowed(app: FastifyInstance, who: Who & { ip: string }): Promise<void> {
  const { perAccount, perIp } = who.merchant.security.loginThrottle;
  const [account, ip] = await Promise.all([
    app.rateLimits.peek(accountKey(who), perAccount),
    app.rateLimits.peek(ipKey(who.merchant, who.ip), perIp),
  ]);
  const blocked = [account, ip].filter((r) => !r.allowed);
  if (blocked.length === 0) return;
  const retryAfter = Math.max(...blocked.map((r) => r.retryAfter));
  throw new PlatformError('TOO_MANY_REQUEST_LOGIN', { retryAfter, value: { retryAfter } });
}

export async function recordLoginFailure(app: FastifyInstance, who: Who & { ip: string }): Promise<void> {
  const { perAccount, perIp } = who.merchant.security.loginThrottle;
  await Promise.all([
    app.rateLimits.hit(accountKey(who), perAccount),
    app.rateLimits.hit(ipKey(who.merchant, who.ip), perIp),
  ]);
}

/** After a successful sign-in: the account starts afresh; the IP counter runs on (see above). */
export async function clearLoginFailures(app: FastifyInstance, who: Who): Promise<void> {
  await app.rateLimits.reset(accountKey(who));
}
