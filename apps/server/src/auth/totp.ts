import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps implement it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_S = 30;
/** One step either side: a phone clock a little off, or a code typed as it rolled over. */
const WINDOW = 1;
/** A step key outlives every moment its code could still validate (its own step plus the window). */
const STEP_KEY_SECONDS = (2 * WINDOW + 2) * PERIOD_S;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(secretBase32: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: PERIOD_S });
}

const stepKey = (memberId: number, step: number) => `totp:${memberId}:${step}`;

/**
 * Checks an authenticator code and spends it. A code is accepted once: its time step is claimed
 * atomically in the shared rate_limits table (no column needed, and it holds across instances),
 * and the steps before it are claimed too, so an older code seen over a shoulder is no use after a
 * newer one was accepted (RFC 6238 §5.2).
 */
export async function acceptTotp(app: FastifyInstance, member: { id: number; totpSecret: string | null }, code: string, now = Date.now()) {
  if (!member.totpSecret || !/^\d{6}$/.test(code)) return false;
  let totp: TOTP;
  try {
    totp = totpOf(member.totpSecret);
  } catch {
    return false;
  }
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now }) + delta;
  const limit = { max: 1, windowSeconds: STEP_KEY_SECONDS };
  const claim = await app.rateLimits.hit(stepKey(member.id, step), limit);
  if (!claim.allowed) return false;
  const earlier = Array.from({ length: 2 * WINDOW }, (_, i) => step - 1 - i);
  await Promise.all(earlier.map((s) => app.rateLimits.hit(stepKey(member.id, s), limit)));
  return true;
}
