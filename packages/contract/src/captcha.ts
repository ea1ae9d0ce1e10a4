import * as z from 'zod/mini';
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
  challenge: z.string(),
  number: z.int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaSolution = z.infer<typeof captchaSolution>;

/** base64 of the solution's JSON (ASCII only: every field is hex, digits or a query string). */
export function encodeCaptchaSolution(solution: CaptchaSolution): string {
  const json = JSON.stringify(solution);
  return btoa(json);
}

export const captchaChallengeEndpoint = defineEndpoint({
  id: 'captcha.challenge',
  methods: ['GET'],
  path: '/wps/captcha/challenge',
  summary: 'A signed proof-of-work challenge for the built-in human verification (single use, 2 minutes)',
  auth: 'none',
  encrypted: false,
  value: captchaChallenge,
});
