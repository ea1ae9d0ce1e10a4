import { setPref } from '../../../lib/storage/prefs';

/**
 * Where the encrypted saved login sits in localStorage, and the two operations that need no
 * cryptography. Kept apart from saved-login.ts so the first screen can ask "is anything saved?"
 * and forget it without downloading the WebCrypto code.
 */
export const SAVED_LOGIN_KEY = 'portico.savedLogin';

export function hasSavedLogin(): boolean {
  try {
    return localStorage.getItem(SAVED_LOGIN_KEY) !== null;
  } catch {
    return false;
  }
}

/** "Remember password" unticked: the next visit starts empty. */
export function removeSavedLogin(): void {
  try {
    localStorage.removeItem(SAVED_LOGIN_KEY);
  } catch {
    // storage unavailable: nothing was saved either
  }
}

/** doc A §4, §8: a failed login (login.cred.err, not.exists.user …) clears it and turns auto login off. */
export function forgetSavedLogin(): void {
  removeSavedLogin();
  setPref('autoLogin', '0');
}
