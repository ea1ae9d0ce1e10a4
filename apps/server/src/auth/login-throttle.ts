import type { FastifyInstance } from 'fastify';
import { raiseAlarm } from '../abuse/alarms.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';

/*
 * Password checks, throttled without locking anyone out (decision 034; limits in
 * merchant.security.loginThrottle, counters in the database so they hold across instances).
 *
 * Each check is reserved before the password is looked at, per (account, address) and per address,
 * so concurrent guesses cannot slip past a count that is written after the check. There is no
 * per-account lock: anyone could lock any account with a few wrong passwords. Instead an account-wide
 * count of failures steps the account up: above stepUpAfter a sign-in needs human verification, above
 * slowAfter each address's checks on it spread over four windows. The owner, from their own address,
 * still signs in.
 *
 * Usernames that do not exist are counted like real ones: refusing only real accounts would tell a
 * script which usernames exist. A success gives back its account-wide and per-address counts (only
 * failures should step up, and a shared address of many members should not run out) and clears the
 * pair's.
 */

export interface Who {
  merchant: Merchant;
  /** Lower-cased (credentials.normaliseUsername). */
  username: string;
  ip: string;
}

const SLOW_WINDOWS = 4;

const accountKey = ({ merchant, username }: Who) => `login:account:${merchant.merchantCode}:${username}`;
const pairKey = ({ merchant, username, ip }: Who) => `login:pair:${merchant.merchantCode}:${ip}:${username}`;
const slowPairKey = (who: Who) => `login:slow:${who.merchant.merchantCode}:${who.ip}:${who.username}`;
const ipKey = ({ merchant, ip }: Who) => `login:ip:${merchant.merchantCode}:${ip}`;

const throttled = (retryAfter: number) => new PlatformError('TOO_MANY_REQUEST_LOGIN', { retryAfter, value: { retryAfter } });

export interface Reservation {
  /** The account is under attack: this sign-in needs human verification before its password is checked. */
  stepUp: boolean;
}

/**
 * Reserves one password check for `who`, before the check. Throws TOO_MANY_REQUEST_LOGIN (429,
 * Retry-After) when the pair or the address has used its checks.
 */
export async function reservePasswordCheck(app: FastifyInstance, who: Who): Promise<Reservation> {
  const { perAccount, perIp, stepUpAfter, slowAfter } = who.merchant.security.loginThrottle;
  const refused = await app.rateLimits.reserve([
    [pairKey(who), perAccount],
    [ipKey(who), perIp],
  ]);
  if (refused) throw throttled(refused.retryAfter);
  const account = await app.rateLimits.hit(accountKey(who), { max: stepUpAfter, windowSeconds: perAccount.windowSeconds });
  if (account.count === stepUpAfter + 1) {
    await raiseAlarm(app, { merchantCode: who.merchant.merchantCode, kind: 'login.stepUp', subject: who.username, count: account.count, threshold: stepUpAfter });
  }
  if (account.count > slowAfter) {
    const slow = await app.rateLimits.hit(slowPairKey(who), { max: perAccount.max, windowSeconds: perAccount.windowSeconds * SLOW_WINDOWS });
    if (!slow.allowed) throw throttled(slow.retryAfter);
  }
  return { stepUp: account.count > stepUpAfter };
}

/** After a sign-in passed every step: the account and the address get this check back, the pair starts afresh. */
export async function passwordCheckPassed(app: FastifyInstance, who: Who): Promise<void> {
  await Promise.all([app.rateLimits.release(accountKey(who)), app.rateLimits.release(ipKey(who)), app.rateLimits.reset(pairKey(who))]);
}
