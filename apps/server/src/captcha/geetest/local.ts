import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GeetestValidateV4 } from '@portico/contract/captcha';
import type { Merchant } from '../../merchants/schema.ts';
import type { GeetestPort } from './port.ts';

/** How long a passed stand-in check stays usable: the 60 s of doc A §9's human-verification mock token. */
export const LOCAL_RESULT_TTL_MS = 60_000;
const CLOCK_SKEW_MS = 5_000;

/** What the stand-in's "Geetest API" (dev routes) hands the browser once the person passed. */
export interface GeetestStandIn {
  /** v3: the validate value for a challenge the platform issued (the seccode is validate|jordan). */
  passV3(challenge: string): string | null;
  /** v4: the four getValidate() values for the captcha id. */
  passV4(captchaId: string): GeetestValidateV4;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const fresh = (issuedMs: number, now: number) => issuedMs <= now + CLOCK_SKEW_MS && now - issuedMs <= LOCAL_RESULT_TTL_MS;

/**
 * The local adapter (decision 015): Geetest's protocol with a platform-held key in place of
 * Geetest's servers, for development and tests. Challenges are bound to the merchant by an HMAC
 * tag, results are HMACs over the challenge (v3) or the lot number (v4) with their time, so a
 * result can be neither forged nor moved to another merchant; single use is the service's part.
 * Refused in production for a merchant on Geetest (the captcha plugin checks at start).
 */
export function localGeetest(key: string, now: () => number = Date.now): { port: GeetestPort; standIn: GeetestStandIn } {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  const tagOf = (merchantCode: string, nonce: string) => mac(`c|${merchantCode}|${nonce}`).slice(0, 16);
  const v3Validate = (challenge: string, issued: number) =>
    mac(`v3|${challenge}|${issued}`).slice(0, 32) + issued.toString(16).padStart(12, '0');
  const v4Token = (captchaId: string, r: Omit<GeetestValidateV4, 'pass_token'>) =>
    mac(`v4|${captchaId}|${r.lot_number}|${r.captcha_output}|${r.gen_time}`);

  const port: GeetestPort = {
    kind: 'local',
    async register(merchant: Merchant) {
      const gt = merchant.captcha.GEETEST_ID;
      const nonce = randomBytes(8).toString('hex');
      return { gt, challenge: nonce + tagOf(merchant.merchantCode, nonce), newCaptcha: true, success: 1 };
    },
    async validate(merchant, result) {
      if (result.version === 'v3') {
        const { challenge, validate } = result;
        if (!/^[0-9a-f]{32}$/.test(challenge) || !/^[0-9a-f]{44}$/.test(validate)) return false;
        if (!same(challenge.slice(16), tagOf(merchant.merchantCode, challenge.slice(0, 16)))) return false;
        const issued = parseInt(validate.slice(32), 16);
        return fresh(issued, now()) && same(validate, v3Validate(challenge, issued));
      }
      const genMs = Number(result.gen_time) * 1000;
      return fresh(genMs, now()) && same(result.pass_token, v4Token(merchant.captcha.GEETEST_ID, result));
    },
  };

  const standIn: GeetestStandIn = {
    passV3(challenge) {
      return /^[0-9a-f]{32}$/.test(challenge) ? v3Validate(challenge, now()) : null;
    },
    passV4(captchaId) {
      const r = {
        lot_number: randomBytes(16).toString('hex'),
        captcha_output: randomBytes(24).toString('base64url'),
        gen_time: String(Math.floor(now() / 1000)),
      };
      return { ...r, pass_token: v4Token(captchaId, r) };
    },
  };
  return { port, standIn };
}
