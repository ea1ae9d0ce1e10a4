import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { CaptchaChallenge, GeetestRegistration } from '@portico/contract/captcha';
import { captchaSolution } from '@portico/contract/captcha';
import type { CaptchaResult } from '@portico/contract/captcha-result';
import { geetestApiAdapter } from '../../captcha/geetest/geetest-api.ts';
import { localGeetest, type GeetestStandIn } from '../../captcha/geetest/local.ts';
import type { GeetestClient, GeetestPort } from '../../captcha/geetest/port.ts';
import { geetestResultOf, resultId } from '../../captcha/geetest/result.ts';
import { nextDifficulty } from '../../captcha/difficulty.ts';
import { DEFAULT_DIFFICULTY } from '../../captcha/difficulty-bounds.ts';
import { verificationOn, type CaptchaForm } from '../../captcha/forms.ts';
import { PlatformError } from '../../http/platform-error.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { captchaHmacKey } from '../../security/captcha-key.ts';
import { sharedPlugin } from '../plugin.ts';


/** Who a challenge is for (decision 041): the address asking and the form it will be sent with. */
export interface ChallengeFor {
  ip: string;
  form: CaptchaForm;
}

export interface HumanVerification {
  /** A fresh signed challenge for this merchant, address and form, as hard as their recent rate says. */
  challenge(merchant: Merchant, to: ChallengeFor): Promise<CaptchaChallenge>;
  /**
   * Accepts a solved, unexpired, unused challenge issued to this merchant, address and form once;
   * otherwise throws captcha.invalid.
   */
  verify(merchant: Merchant, payload: string | undefined, to: ChallengeFor): Promise<void>;
  /**
   * The one check forms call: nothing when the merchant has verification off for that form
   * (`enabled` for sign-in; `registration` for registration, on unless false; `sms` for a code
   * texted without sign-in, off unless true), otherwise the merchant's provider must accept
   * `result`, else captcha.invalid. Geetest v3 is refused for sms (doc A §5: sms needs v4).
   * `always`: whatever the merchant's setting (a sign-in stepped up under attack, decision 034).
   */
  require(merchant: Merchant, result: CaptchaResult, form?: CaptchaForm, client?: GeetestClient, options?: { always?: boolean }): Promise<void>;
  /** Geetest's register step for a merchant on Geetest (GET /wps/captcha/geetest), else captcha.unavailable. */
  geetestRegister(merchant: Merchant, client: GeetestClient): Promise<GeetestRegistration>;
  /** The Geetest port in use (decision 015). */
  geetest: GeetestPort;
  /** The stand-in's result issuer, with the local adapter only (the dev routes serve it). */
  geetestStandIn: GeetestStandIn | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: HumanVerification;
  }
}

const TTL_MS = 2 * 60_000;
/**
 * A harder challenge lives longer (decision 041): a person behind a busy address must be able to finish
 * it on a cheap phone (about 20k hashes a second at the slowest) before it expires.
 */
const ttlFor = (maxnumber: number) => TTL_MS + Math.max(0, maxnumber - DEFAULT_DIFFICULTY) / 20;
/** A used signature is remembered this long past its challenge's expiry. */
const USED_MARGIN_S = 60;
const MAX_PAYLOAD_CHARS = 2048;

/** Geetest results live about two minutes; a used one is remembered longer than that. */
const GEETEST_USED_WINDOW_S = 300;
const NO_CLIENT: GeetestClient = { ip: '' };

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
  const { config } = app;
  const onGeetest = [...app.merchants.all.values()].filter((m) => m.captcha.provider === 'geetest');
  let geetest: GeetestPort;
  let geetestStandIn: GeetestStandIn | null = null;
  if (config.GEETEST_ADAPTER === 'geetest') {
    const missing = onGeetest.filter((m) => !config.GEETEST_KEYS.has(m.merchantCode) || !m.captcha.GEETEST_ID);
    if (missing.length > 0) {
      throw new Error(`Geetest: GEETEST_ID (merchant file) and a GEETEST_KEYS entry are required for ${missing.map((m) => m.merchantCode).join(', ')}`);
    }
    geetest = geetestApiAdapter({ v3Api: config.GEETEST_V3_API, v4Api: config.GEETEST_V4_API, keys: config.GEETEST_KEYS, log: app.log });
  } else {
    // The stand-in's pass endpoint is a development route: without them a Geetest merchant could never pass.
    if (!config.DEV_ROUTES && onGeetest.length > 0) {
      throw new Error(
        `GEETEST_ADAPTER=local is the development stand-in (it needs DEV_ROUTES=true); in production set GEETEST_ADAPTER=geetest and GEETEST_KEYS (merchants on Geetest: ${onGeetest.map((m) => m.merchantCode).join(', ')})`,
      );
    }
    // Its own key, derived from the platform's captcha key, so every instance agrees.
    ({ port: geetest, standIn: geetestStandIn } = localGeetest(createHmac('sha256', hmacKey).update('geetest-local').digest('hex')));
  }

  for (const m of onGeetest.filter((merchant) => merchant.captcha.sms && merchant.captcha.GEETEST_VERSION !== 'v4')) {
    app.log.warn({ merchantCode: m.merchantCode }, 'sms verification is on with Geetest v3: doc A §5 needs v4, so no code can be texted without sign-in');
  }

  const addressTag = (ip: string) => createHmac('sha256', hmacKey).update(`address:${ip}`).digest('hex').slice(0, 16);

  app.decorate('captcha', {
    async challenge(merchant, to) {
      const { maxnumber } = await nextDifficulty(app.rateLimits, merchant, to.ip);
      const expires = new Date(Date.now() + ttlFor(maxnumber));
      const c = await createChallenge({
        hmacKey,
        algorithm: 'SHA-256',
        maxnumber,
        expires,
        // Signed into the salt: the merchant, the form and (as a keyed tag, not the address itself) the address.
        params: { m: merchant.merchantCode, f: to.form, a: addressTag(to.ip) },
      });
      return { algorithm: 'SHA-256', challenge: c.challenge, salt: c.salt, signature: c.signature, maxnumber, expires: expires.getTime() };
    },

    async verify(merchant, payload, to) {
      const solution = payload ? decode(payload) : null;
      if (!solution) throw refuse();
      // verifySolution checks the signature, the hash and the signed expiry.
      if (!(await verifySolution(solution, hmacKey, true))) throw refuse();
      const params = extractParams(solution);
      if (params.m !== merchant.merchantCode || params.f !== to.form || params.a !== addressTag(to.ip)) throw refuse();
      const expires = Number(params.expires) * 1000;
      const windowSeconds = Math.max(1, Math.ceil((expires - Date.now()) / 1000)) + USED_MARGIN_S;
      const use = await app.rateLimits.hit(`captcha:${solution.signature}`, { max: 1, windowSeconds });
      if (!use.allowed) throw refuse();
    },

    async require(merchant, result, form = 'sign-in', client = NO_CLIENT, options = {}) {
      if (!options.always && !verificationOn(merchant, form)) return;
      if (merchant.captcha.provider === 'builtin') return app.captcha.verify(merchant, result.captcha, { ip: client.ip, form });
      // The browser refuses to start v3 for sms ('Geetest service not work'); a script gets no further.
      if (form === 'sms' && merchant.captcha.GEETEST_VERSION !== 'v4') throw refuse();
      const parsed = geetestResultOf(merchant.captcha.GEETEST_VERSION, result);
      if (!parsed) throw refuse();
      // Spent before Geetest is asked, so two racing submits of one result cannot both pass.
      const use = await app.rateLimits.hit(`geetest:${merchant.merchantCode}:${resultId(parsed)}`, { max: 1, windowSeconds: GEETEST_USED_WINDOW_S });
      if (!use.allowed) throw refuse();
      if (!(await geetest.validate(merchant, parsed, client))) throw refuse();
    },

    async geetestRegister(merchant, client) {
      if (merchant.captcha.provider !== 'geetest') throw new PlatformError('captcha.unavailable');
      return geetest.register(merchant, client);
    },

    geetest,
    geetestStandIn,
  } satisfies HumanVerification);
}, ['db', 'merchants', 'rateLimits']);
