import type { CaptchaResult } from './captcha-result.ts';

/** How a human verification's result travels in a form, without zod: the forms on the first load use it (decision 047). */

/** The fields of captcha.ts's CaptchaSolution (the built-in verifier passes one, so the compiler compares them). */
export interface CaptchaSolutionFields {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** base64 of the solution's JSON (ASCII only: every field is hex, digits or a query string). */
export function encodeCaptchaSolution(solution: CaptchaSolutionFields): string {
  const json = JSON.stringify(solution);
  return btoa(json);
}

const GEETEST_PREFIX = 'geetest:';

/**
 * The widget hands a form one string whatever the provider (its props stay provider-agnostic);
 * a Geetest result travels in it as `geetest:` + JSON of its body fields. Forms spread
 * `captchaFields(payload)` into their body: `{captcha}` for the built-in provider, the geetest*
 * fields for Geetest.
 */
export function encodeGeetestPayload(fields: Omit<CaptchaResult, 'captcha'>): string {
  return GEETEST_PREFIX + JSON.stringify(fields);
}

export function captchaFields(payload: string | null | undefined): CaptchaResult {
  if (!payload) return {};
  if (!payload.startsWith(GEETEST_PREFIX)) return { captcha: payload };
  try {
    const parsed = JSON.parse(payload.slice(GEETEST_PREFIX.length)) as Record<string, unknown>;
    const out: CaptchaResult = {};
    for (const key of ['geetestSeccode', 'geetestChallenge', 'geetestValidateV4'] as const) {
      const v = parsed[key];
      if (typeof v === 'string') out[key] = v;
    }
    return out;
  } catch {
    return {};
  }
}
