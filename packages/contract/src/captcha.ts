import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The built-in human verification (doc A §2, §5; decision 012): an ALTCHA-style proof of work.
 * The platform picks a secret number n ≤ maxnumber and sends challenge = hex(SHA-256(salt + n)),
 * signed with its HMAC key; the browser finds n by trying every number, and sends the payload back
 * in the login's `captcha` field. `expires` (epoch ms) is also inside the signed salt.
 */
export const captchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.int(),
  expires: z.int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** What the browser sends back, as base64 of this JSON, in the login body's `captcha` field. */
export const captchaSolution = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: requestText(),
  number: z.int(),
  salt: requestText(),
  signature: requestText(),
});
export type CaptchaSolution = z.infer<typeof captchaSolution>;


/** The forms human verification guards; a built-in challenge is bound to one (decision 041). */
export const CAPTCHA_FORMS = ['sign-in', 'registration', 'sms'] as const;
export type CaptchaForm = (typeof CAPTCHA_FORMS)[number];

export const captchaChallengeEndpoint = defineEndpoint({
  id: 'captcha.challenge',
  methods: ['GET'],
  path: '/wps/captcha/challenge',
  summary:
    'A signed proof-of-work challenge for the built-in human verification (single use, 2 minutes or more when harder), bound to the asking address and to `form` (absent: sign-in); harder while the address, its network or the merchant ask for many',
  auth: 'none',
  encrypted: false,
  query: z.object({ form: z.optional(z.enum(CAPTCHA_FORMS)) }),
  value: captchaChallenge,
});

/**
 * Geetest (doc A §3, §7; decision 015): what `GET /wps/captcha/geetest?t=<time>` answers. For v3
 * the challenge of Geetest's register step; for v4 (no register step) `gt` is the captcha id and
 * `challenge` a fresh id the browser may ignore. `success` 0 means Geetest could not be reached:
 * the platform then refuses every result (it does not fall back to an unchecked mode).
 */
export const geetestRegistration = z.object({
  gt: z.string(),
  challenge: z.string(),
  newCaptcha: z.boolean(),
  success: z.union([z.literal(0), z.literal(1)]),
});
export type GeetestRegistration = z.infer<typeof geetestRegistration>;

export const captchaGeetestEndpoint = defineEndpoint({
  id: 'captcha.geetest',
  methods: ['GET'],
  path: '/wps/captcha/geetest',
  summary: "Geetest's register step: gt, challenge, newCaptcha, success (t is the time, against caches)",
  auth: 'none',
  encrypted: false,
  query: z.object({ t: z.optional(requestText()) }),
  value: geetestRegistration,
});

/** Geetest v4's getValidate(), sent as JSON in the body's geetestValidateV4 field. */
export const geetestValidateV4 = z.object({
  lot_number: requestText(128).check(z.minLength(1)),
  captcha_output: requestText(2048).check(z.minLength(1)),
  pass_token: requestText(256).check(z.minLength(1)),
  gen_time: requestText().check(z.regex(/^\d{1,13}$/)),
});
export type GeetestValidateV4 = z.infer<typeof geetestValidateV4>;


export { captchaFields, encodeCaptchaSolution, encodeGeetestPayload } from './captcha-payload.ts';
