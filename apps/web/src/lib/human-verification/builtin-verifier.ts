import type { CaptchaChallenge, CaptchaForm } from '@portico/contract/captcha';
import { encodeCaptchaSolution } from '@portico/contract/captcha-payload';
import { callEndpoint } from '../http/call-endpoint';
import { captchaChallengeRef } from './endpoints';
import type { HumanVerifier } from './human-verifier';
import { solveInWorker, type Solver } from './solve-in-worker';

/** A challenge this close to its expiry is not worth solving: the login would arrive too late. */
const EXPIRY_MARGIN_MS = 15_000;

export interface BuiltinVerifierDeps {
  /** The form the payload will be sent with: the platform binds the challenge to it (decision 041). */
  form?: CaptchaForm;
  fetchChallenge?: () => Promise<CaptchaChallenge>;
  solve?: Solver;
  now?: () => number;
}

const fetchFromPlatform = (form: CaptchaForm) => () => callEndpoint(captchaChallengeRef, { query: { form }, alert: false });

/**
 * The built-in adapter (decision 012): a signed proof-of-work challenge from the platform, solved
 * in a worker. A challenge is single use on the platform, so each verify spends the held one and
 * the next verify fetches a new one.
 */
export function createBuiltinVerifier(deps: BuiltinVerifierDeps = {}): HumanVerifier {
  const fetchChallenge = deps.fetchChallenge ?? fetchFromPlatform(deps.form ?? 'sign-in');
  const solve = deps.solve ?? solveInWorker;
  const now = deps.now ?? Date.now;
  let held: CaptchaChallenge | null = null;

  const fresh = (c: CaptchaChallenge | null): c is CaptchaChallenge => c !== null && c.expires - now() > EXPIRY_MARGIN_MS;

  return {
    async init() {
      held = await fetchChallenge();
    },
    async verify(onProgress) {
      const challenge = fresh(held) ? held : await fetchChallenge();
      held = null;
      const number = await solve(challenge.challenge, challenge.salt, challenge.maxnumber, onProgress);
      if (number === null) throw new Error('human verification challenge has no solution');
      return encodeCaptchaSolution({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      });
    },
    reset() {
      held = null;
    },
  };
}
