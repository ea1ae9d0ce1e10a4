import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { CaptchaChallenge } from '@portico/contract/captcha';
import { captchaSolution } from '@portico/contract/captcha';
import { PlatformError } from '../../http/platform-error.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { captchaHmacKey } from '../../security/captcha-key.ts';
import { sharedPlugin } from '../plugin.ts';

/** The result fields a form sends (doc A §3): `captcha` for the built-in provider, the geetest* ones for Geetest. */
export interface CaptchaResult {
  captcha?: string | undefined;
  geetestSeccode?: string | undefined;
  geetestChallenge?: string | undefined;
  geetestValidateV4?: string | undefined;
}

export interface HumanVerification {
  /** A fresh signed challenge for this merchant. */
  challenge(merchant: Merchant): Promise<CaptchaChallenge>;
  /** Accepts a solved, unexpired, unused challenge of this merchant once; otherwise throws captcha.invalid. */
  verify(merchant: Merchant, payload: string | undefined): Promise<void>;
  /**
   * The one check forms call: nothing when the merchant has verification off for that form
   * (`enabled` for sign-in, `registration` for registration, on unless false), otherwise the
   * merchant's provider must accept `result`, else captcha.invalid.
   */
  require(merchant: Merchant, result: CaptchaResult, form?: 'sign-in' | 'registration'): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: HumanVerification;
  }
}

const TTL_MS = 2 * 60_000;
/** Under a second on a cheap phone (about 100k SHA-256 per second in a worker), still a cost per try in bulk. */
export const DEFAULT_DIFFICULTY = 50_000;
/** Longer than TTL_MS, so a used signature is still remembered when its challenge could still be valid. */
const USED_WINDOW_S = 300;
const MAX_PAYLOAD_CHARS = 2048;

const refuse = () => new PlatformError('captcha.invalid', { fieldErrors: [{ field: 'captcha', message: 'captcha.invalid' }] });

function decode(payload: string) {
  if (payload.length > MAX_PAYLOAD_CHARS || !/^[A-Za-z0-9+/=]+$/.test(payload)) return null;
  try {
    const parsed = captchaSolution.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The built-in human verification (doc A §2, §5; decision 012): ALTCHA proof of work with
 * altcha-lib. The HMAC key lives in the database (shared by every instance); the merchant code and
 * the expiry are signed into the salt; a used signature is recorded in rate_limits (max 1), so a
 * solved challenge passes once, on whichever instance sees it first.
 */
export default sharedPlugin('captcha', async (app) => {
  const hmacKey = await captchaHmacKey(app.db);

  app.decorate('captcha', {
    async challenge(merchant) {
      const expires = new Date(Date.now() + TTL_MS);
      const c = await createChallenge({
        hmacKey,
        algorithm: 'SHA-256',
        maxnumber: merchant.captcha.difficulty ?? DEFAULT_DIFFICULTY,
        expires,
        params: { m: merchant.merchantCode },
      });
      return {
        algorithm: 'SHA-256',
        challenge: c.challenge,
        salt: c.salt,
        signature: c.signature,
        maxnumber: c.maxnumber ?? DEFAULT_DIFFICULTY,
        expires: expires.getTime(),
      };
    },

    async verify(merchant, payload) {
      const solution = payload ? decode(payload) : null;
      if (!solution) throw refuse();
      // verifySolution checks the signature, the hash and the signed expiry.
      if (!(await verifySolution(solution, hmacKey, true))) throw refuse();
      if (extractParams(solution).m !== merchant.merchantCode) throw refuse();
      const use = await app.rateLimits.hit(`captcha:${solution.signature}`, { max: 1, windowSeconds: USED_WINDOW_S });
      if (!use.allowed) throw refuse();
    },

    async require(merchant, result, form = 'sign-in') {
      const on = form === 'registration' ? merchant.captcha.registration !== false : merchant.captcha.enabled;
      if (!on) return;
      // Geetest is checked by its own adapter (issue 4); until then such a merchant is refused, not waved through.
      if (merchant.captcha.provider !== 'builtin') throw refuse();
      await app.captcha.verify(merchant, result.captcha);
    },
  } satisfies HumanVerification);
});
