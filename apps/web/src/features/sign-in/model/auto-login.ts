/** What auto login depends on, gathered by the login form on mount (browser-only reads). */
export interface AutoLoginInput {
  hasSession: boolean;
  /** location.search of the login page. */
  search: string;
  /** settings.features.mobileAutoLogin */
  mobileAutoLogin: boolean;
  /** The autoLogin browser preference ('0' means off). */
  autoLoginPref: string | null;
  saved: { type: 'username' | 'sms'; merchant: string } | null;
  currentMerchant: string;
}

/**
 * doc A §4 "Auto login": on page mount only when ALL hold —
 *   no session; no redirectUrl or backUrl in the query (the visitor was sent here for a reason);
 *   the merchant's mobile auto login flag; autoLogin preference not '0'; a saved login made on
 *   this merchant; and it is not an sms-type login (a code cannot be replayed).
 */
export function canAutoLogin(input: AutoLoginInput): boolean {
  const query = new URLSearchParams(input.search);
  return (
    !input.hasSession &&
    !query.has('redirectUrl') &&
    !query.has('backUrl') &&
    input.mobileAutoLogin &&
    input.autoLoginPref !== '0' &&
    input.saved !== null &&
    input.saved.merchant === input.currentMerchant &&
    input.saved.type !== 'sms'
  );
}
