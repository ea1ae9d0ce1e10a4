import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { networkLimit } from '../../abuse/network-limits.ts';
import { smsCodes } from '../../db/schema.ts';
import { sweepPeriodically } from '../../db/sweep.ts';
import { PlatformError } from '../../http/platform-error.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { addressGroup } from '../../security/address-group.ts';
import { phoneOf, prefixOf } from '../../sms/phone.ts';
import { countSend, countVerified, sweepBreakers } from '../../abuse/sms-breaker.ts';
import { deviceSubject, sweepSightings } from '../../abuse/device-sightings.ts';
import type { Limit } from './rate-limits.ts';
import { sharedPlugin } from '../plugin.ts';

export type SmsPurpose = 'noLogin' | 'idp';

export interface SmsCodeService {
  send(input: {
    merchant: Merchant;
    countryDialingCode: string;
    mobileNum: string;
    purpose: SmsPurpose;
    ip: string;
    deviceId?: string;
  }): Promise<{ id: number; expirationTime: number }>;
  /** Throws verification.code.invalid / verification.code.expired; on success the code is consumed. */
  verify(input: { merchant: Merchant; phone: string; purpose: SmsPurpose; code: string; id?: number }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    smsCodes: SmsCodeService;
  }
}

/*
 * A six-digit code has only a million values, so a fast hash of a leaked row would fall at once.
 * scrypt at N=2^14 costs ~50 ms: a million tries take hours, far beyond a code's few minutes.
 */
const SCRYPT = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, salt, KEY_LENGTH, SCRYPT, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$<salt>$<key>` (base64url), a fresh salt per row. */
export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(code, salt)).toString('base64url')}`;
}

export async function codeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(code, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** "5 minutes", "1 minute", "90 seconds": the lifetime as the member reads it. */
export function lifetimeText(seconds: number): string {
  const [n, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export function messageText(merchantName: string, code: string, ttlSeconds: number): string {
  return `${merchantName}: your verification code is ${code}. It expires in ${lifetimeText(ttlSeconds)}.`;
}

const expired = () => new PlatformError('verification.code.expired');
const tooMany = (retryAfter: number) => new PlatformError('TOO_MANY_REQUEST_SMS', { retryAfter, value: { retryAfter } });

/**
 * One-time codes by text message (decision 008). Random, stored hashed, expiring, single use, with an
 * attempt limit; the newest code for a number and purpose supersedes older ones. Sends are limited per
 * number (plus a resend wait), per IP, per /24 or /48 network, per AS, per device (a fresh or missing id
 * counts as its address's), per prefix and per merchant in the shared rate_limits table, and a prefix
 * whose texts go unverified is closed by the breaker (decision 041).
 */
export default sharedPlugin('smsCodes', async (app: FastifyInstance) => {
  const { db } = app;

  const resendKeyOf = (merchant: Merchant, phone: string) => `sms:resend:${merchant.merchantCode}:${phone}`;

  async function enforceLimits(merchant: Merchant, phone: string, ip: string, deviceId: string | undefined) {
    const { sms } = merchant.security;
    const m = merchant.merchantCode;
    const prefix = prefixOf(phone);
    const device = await deviceSubject(db, m, deviceId, ip, sms.freshDeviceMinutes);
    // The sender's limits first, the number's last: a sender refused for its own excess touches
    // nobody's number. Reserved in order before the text (decision 034): a refusal stops there (and
    // counts), and concurrent requests cannot all pass a count read first.
    const limits: [string, Limit][] = [
      [`sms:ip:${m}:${ip}`, sms.perIp],
      [`sms:net:${m}:${addressGroup(ip)}`, sms.perSubnet],
      ...(await networkLimit(merchant, ip, 'sms')),
      [`sms:device:${m}:${device}`, sms.perDevice],
      // The targets' limits (decision 041): the merchant's texts, the prefix's, then the number's.
      [`sms:merchant:${m}:all`, sms.perMerchant],
      [`sms:prefix:${m}:${prefix}`, sms.perPrefix],
      [resendKeyOf(merchant, phone), { max: 1, windowSeconds: sms.resendSeconds }],
      [`sms:number:${m}:${phone}`, sms.perNumber],
    ];
    const refused = await app.rateLimits.reserve(limits);
    if (refused) throw tooMany(refused.retryAfter);
    // Last, once every limit let the text through: it counts as sent to its prefix.
    const breakerWait = await countSend(db, merchant, prefix);
    if (breakerWait !== null) throw tooMany(breakerWait);
  }

  app.decorate('smsCodes', {
    async send({ merchant, countryDialingCode, mobileNum, purpose, ip, deviceId }) {
      const phone = phoneOf(merchant, countryDialingCode, mobileNum);
      const { codeTtlSeconds, resendSeconds } = merchant.security.sms;
      await enforceLimits(merchant, phone, ip, deviceId?.trim() || undefined);

      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const codeHash = await hashCode(code);
      // Send first, store after: a message that failed leaves no code behind, and the member's
      // previous code (if any) stays valid instead of being superseded by one never delivered.
      try {
        await app.sms.send({ merchantCode: merchant.merchantCode, to: `+${phone}`, body: messageText(merchant.name, code, codeTtlSeconds) });
      } catch (err) {
        // The member may try again at once: nothing was delivered to wait for.
        await app.rateLimits.reset(resendKeyOf(merchant, phone));
        throw err;
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(smsCodes)
          .values({ merchantCode: merchant.merchantCode, phone, purpose, codeHash, expiresAt: sql`now() + make_interval(secs => ${codeTtlSeconds})` })
          .returning({ id: smsCodes.id });
        if (!row) throw new Error('sms code insert returned no row');
        // Older codes die now (marked used): neither the newest-code lookup nor an explicit id revives one.
        await tx
          .update(smsCodes)
          .set({ consumedAt: sql`now()` })
          .where(
            and(
              eq(smsCodes.merchantCode, merchant.merchantCode),
              eq(smsCodes.phone, phone),
              eq(smsCodes.purpose, purpose),
              isNull(smsCodes.consumedAt),
              ne(smsCodes.id, row.id),
            ),
          );
        return row.id;
      });
      app.log.info({ smsCodeId: id, merchantCode: merchant.merchantCode, purpose }, 'sms code sent');
      return { id, expirationTime: resendSeconds };
    },

    async verify({ merchant, phone, purpose, code, id }) {
      const same = and(eq(smsCodes.merchantCode, merchant.merchantCode), eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose));
      const [target] = await db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(id === undefined ? same : and(same, eq(smsCodes.id, id)))
        .orderBy(desc(smsCodes.id))
        .limit(1);
      if (!target) throw expired();
      // Count the try before comparing, in one statement that only succeeds on a live code, so
      // parallel guesses cannot exceed maxAttempts between a read and a write.
      const [live] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, target.id),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, sql`now()`),
            lt(smsCodes.attempts, merchant.security.sms.maxAttempts),
          ),
        )
        .returning({ codeHash: smsCodes.codeHash });
      if (!live) throw expired();
      const given = code.trim();
      if (!/^\d{6}$/.test(given) || !(await codeMatches(given, live.codeHash))) {
        throw new PlatformError('verification.code.invalid');
      }
      const [consumed] = await db
        .update(smsCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(smsCodes.id, target.id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      // Another request used the same code a moment earlier: single use means only one wins.
      if (!consumed) throw expired();
      await countVerified(db, merchant.merchantCode, prefixOf(phone));
    },
  } satisfies SmsCodeService);

  sweepPeriodically(app, 'expired sms code', 3_600_000, () => sweepSmsCodes(app));
  sweepPeriodically(app, 'old sms breaker and device sighting', 3_600_000, async () => {
    await sweepBreakers(db);
    await sweepSightings(db);
  });
}, ['db', 'rateLimits', 'sms']);

export async function sweepSmsCodes(app: FastifyInstance): Promise<void> {
  await app.db.delete(smsCodes).where(lt(smsCodes.expiresAt, sql`now()`));
}
