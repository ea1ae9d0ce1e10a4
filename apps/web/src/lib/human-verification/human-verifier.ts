/**
 * The human-verification port (doc A §2, §5; decision 012). The widget drives any adapter the same
 * way: init once (and again on retry), verify when the person taps, reset after the payload was
 * spent (a solution is single use). The built-in proof of work is one adapter; Geetest will be another.
 */
export interface HumanVerifier {
  /** Gets ready to verify (fetches what it needs); rejects when it cannot. */
  init(): Promise<void>;
  /** Proves a human is here; resolves with the payload the login sends in its `captcha` field. */
  verify(): Promise<string>;
  /** Forgets any spent or half-done verification; the next verify starts afresh. */
  reset(): void;
}
