import { networkOf } from '../abuse/asn-db.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { RateLimits } from '../plugins/app/rate-limits.ts';
import { addressGroup } from '../security/address-group.ts';
import { DEFAULT_DIFFICULTY, MAX_DIFFICULTY } from './difficulty-bounds.ts';


/**
 * How hard the next challenge is (decision 041). Each challenge issued counts, in the atomic counters
 * of decision 034, for its address, /24 or /48, network (AS) and merchant, in windows of the platform's
 * clock (a key per window, so a quiet window starts from nothing). The busiest of them, against its
 * quiet rate, sets the factor: pressure² (twice the quiet rate costs 4×, ten times 100×), at most
 * `maxFactor`. A person alone on an address pays the merchant's difficulty; a farm pays per account
 * more the more accounts it asks for, and stops paying when it stops. An address past `issuedPerIp`
 * challenges in a window gets none (429): challenges are limited too.
 */
export async function nextDifficulty(rateLimits: RateLimits, merchant: Merchant, ip: string, now = Date.now()): Promise<{ maxnumber: number; factor: number }> {
  const pow = merchant.security.pow;
  const m = merchant.merchantCode;
  const window = Math.floor(now / (pow.windowSeconds * 1000));
  const limit = { max: Number.MAX_SAFE_INTEGER, windowSeconds: pow.windowSeconds };
  const network = await networkOf(ip);
  const counted: [string, number][] = [
    [`pow:ip:${m}:${ip}:${window}`, pow.quiet.perIp],
    [`pow:net:${m}:${addressGroup(ip)}:${window}`, pow.quiet.perSubnet],
    ...(network ? [[`pow:asn:${m}:AS${network.asn}:${window}`, network.hosting ? pow.quiet.perHostingNetwork : pow.quiet.perNetwork] as [string, number]] : []),
    [`pow:all:${m}:${window}`, pow.quiet.perMerchant],
  ];
  let pressure = 0;
  for (const [key, quiet] of counted) {
    const { count } = await rateLimits.hit(key, limit);
    if (key.startsWith('pow:ip:') && count > pow.issuedPerIp) {
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * pow.windowSeconds * 1000 - now) / 1000));
      throw new PlatformError('TOO_MANY_REQUEST', { retryAfter, value: { retryAfter } });
    }
    pressure = Math.max(pressure, count / quiet);
  }
  const factor = Math.min(pow.maxFactor, Math.max(1, Math.round(pressure * pressure)));
  const base = merchant.captcha.difficulty ?? DEFAULT_DIFFICULTY;
  return { maxnumber: Math.min(MAX_DIFFICULTY, base * factor), factor };
}
