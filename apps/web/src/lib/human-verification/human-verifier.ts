import type { TranslationKey, TranslationValues } from '../i18n/keys';

/**
 * Why a verification did not give a payload, as the widget shows it (doc A §5, §8):
 * `closed` — the person closed the challenge ('please complete verification first');
 * `busy` — one is already running ('verify geetest too fast'; the widget keeps waiting for it);
 * `message` — one of our texts; `text` — the provider's own, already localised text.
 */
export type VerificationProblem =
  | { kind: 'closed' }
  | { kind: 'busy' }
  | { kind: 'message'; key: TranslationKey; values?: TranslationValues }
  | { kind: 'text'; text: string };

export class HumanVerificationError extends Error {
  readonly problem: VerificationProblem;
  constructor(problem: VerificationProblem) {
    super(problem.kind === 'text' ? problem.text : problem.kind === 'message' ? problem.key : problem.kind);
    this.name = 'HumanVerificationError';
    this.problem = problem;
  }
}

/**
 * The human-verification port (doc A §2, §5; decision 012). The widget drives any adapter the same
 * way: init once (and again on retry), verify when the person taps, reset after the payload was
 * spent (a solution is single use). The built-in proof of work is one adapter, Geetest another
 * (decision 015). A failure may reject with a HumanVerificationError saying what to show.
 */
export interface HumanVerifier {
  /** Gets ready to verify (fetches what it needs); rejects when it cannot. */
  init(): Promise<void>;
  /**
   * Proves a human is here; resolves with the payload a form turns into its body fields (`captchaFields`).
   * `onProgress` hears the share done (0–1) of a long proof of work, for a progress bar (decision 041).
   */
  verify(onProgress?: (done: number) => void): Promise<string>;
  /** Forgets any spent or half-done verification; the next verify starts afresh. */
  reset(): void;
}
