import type { FIREBASE_CHANNELS } from '@portico/contract/session';

/** The providers social sign-in offers (doc A §3 "firebaseChannel"). */
export type IdentityChannel = (typeof FIREBASE_CHANNELS)[number];

/** A signed-in identity: the provider's ID token, which the platform verifies against the issuer's keys. */
export interface IdentityResult {
  channel: IdentityChannel;
  idToken: string;
}

/** A code sent to a phone and not yet confirmed (doc A §4 "a confirmation result is held"). */
export interface PhoneConfirmation {
  /** Seconds until another code may be sent (the resend countdown). */
  expirationTime: number;
  /** Checks the code the member typed; resolves with an ID token carrying the phone number. */
  confirm(code: string): Promise<string>;
}

/**
 * The identity-provider port (decision 011). Two adapters: Firebase (production) and the
 * platform's local provider (development and tests). Both speak Firebase's error codes.
 */
export interface IdentityProvider {
  /** Null when the person closed the window or the provider returned no user or token. */
  signInWithPopup(channel: IdentityChannel): Promise<IdentityResult | null>;
  /** Leaves the page for the provider; the result is collected by takeRedirectResult on return. */
  startRedirect(channel: IdentityChannel): Promise<void>;
  /** The result of a redirect that brought the browser back here, or null when there is none. */
  takeRedirectResult(): Promise<IdentityResult | null>;
  /** Sends a code to an E.164 number ("+639171234567"). */
  sendPhoneCode(phoneE164: string): Promise<PhoneConfirmation>;
  /**
   * Google one-tap (decision 033): the provider's own small prompt; a Google identity when the person
   * picks an account, null when they close it or the provider shows none (cool-down, no Google session).
   * `signal` takes the prompt away (the page was left, someone signed in another way).
   */
  promptOneTap(signal: AbortSignal): Promise<IdentityResult | null>;
}

/**
 * A provider failure with a Firebase-style code ('auth/invalid-verification-code' …) and,
 * when the provider said more than the code, its reason (doc A §8 "Code: … Reason: …").
 */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly code: string;
  readonly reason?: string;

  constructor(code: string, reason?: string) {
    super(reason ? `${code}: ${reason}` : code);
    this.code = code;
    if (reason) this.reason = reason;
  }
}

export function isIdentityError(error: unknown): error is IdentityError {
  return error instanceof IdentityError;
}

/** The person backed out (closed the window, or a newer popup replaced this one): nothing is shown. */
export const SILENT_IDENTITY_CODES: ReadonlySet<string> = new Set(['auth/cancelled-popup-request', 'auth/popup-closed-by-user']);
