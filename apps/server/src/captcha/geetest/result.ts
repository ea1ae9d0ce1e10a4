import { geetestValidateV4 } from '@portico/contract/captcha';
import * as z from 'zod/mini';
import type { CaptchaResult } from '@portico/contract/captcha-result';
import type { GeetestResult } from './port.ts';

const HEX32 = /^[0-9a-f]{32,64}$/i;
const MAX = 512;

/**
 * The form's geetest* fields (doc A §3) as a result of the merchant's version, or null when they
 * are missing or malformed. v3 sends challenge and seccode; seccode is `<validate>|jordan`, so the
 * validate value is its first part (what Geetest's SDKs send as geetest_validate).
 */
export function geetestResultOf(version: 'v3' | 'v4', fields: CaptchaResult): GeetestResult | null {
  if (version === 'v3') {
    const challenge = fields.geetestChallenge;
    const seccode = fields.geetestSeccode;
    if (!challenge || !seccode || seccode.length > MAX || !HEX32.test(challenge)) return null;
    const [validate, suffix, ...rest] = seccode.split('|');
    if (!validate || suffix !== 'jordan' || rest.length > 0) return null;
    return { version: 'v3', challenge, validate, seccode };
  }
  const raw = fields.geetestValidateV4;
  if (!raw || raw.length > 4096) return null;
  try {
    const parsed = z.safeParse(geetestValidateV4, JSON.parse(raw));
    return parsed.success ? { version: 'v4', ...parsed.data } : null;
  } catch {
    return null;
  }
}

/** What makes a result unique, for single use: v3's challenge, v4's lot number. */
export const resultId = (r: GeetestResult) => (r.version === 'v3' ? r.challenge : r.lot_number);
