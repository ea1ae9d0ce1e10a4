import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import { encodeCaptchaSolution, type CaptchaChallenge, type CaptchaForm } from '@portico/contract/captcha';

/** Who the challenge is for (decision 041 binds it): inject's default address and sign-in unless named. */
export interface ChallengeOptions {
  ip?: string;
  form?: CaptchaForm;
}

export async function fetchChallenge(app: FastifyInstance, merchant?: string, opts: ChallengeOptions = {}): Promise<CaptchaChallenge> {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/captcha/challenge${opts.form ? `?form=${opts.form}` : ''}`,
    headers: merchant ? { Merchant: merchant } : {},
    ...(opts.ip && { remoteAddress: opts.ip }),
  });
  const body = res.json() as { success: boolean; value: CaptchaChallenge };
  if (!body.success) throw new Error(`challenge failed: ${res.body}`);
  return body.value;
}

/** Solves a challenge the way the browser does (brute force over 0..maxnumber) and encodes the payload. */
export async function solve(c: Pick<CaptchaChallenge, 'challenge' | 'salt' | 'signature' | 'maxnumber'>): Promise<string> {
  const found = await solveChallenge(c.challenge, c.salt, 'SHA-256', c.maxnumber).promise;
  if (!found) throw new Error('challenge has no solution');
  return encodeCaptchaSolution({ algorithm: 'SHA-256', challenge: c.challenge, number: found.number, salt: c.salt, signature: c.signature });
}

export async function solvedCaptcha(app: FastifyInstance, merchant?: string, opts: ChallengeOptions = {}): Promise<string> {
  return solve(await fetchChallenge(app, merchant, opts));
}
