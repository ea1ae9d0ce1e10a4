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

/** The platform's username form (trimmed, lower case): "Player1 " and "player1" are one member. */
const sameMember = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

let othersCheck: Promise<void> = Promise.resolve();

/** What the check reads of the saved login (saved-login.ts's vault; named here so this small module needs none of it). */
interface SavedLoginReader {
  load(): Promise<{ type: 'username'; username: string } | { type: 'sms' } | null>;
}

/**
 * Someone signed in (any way in): a saved login of another member on this device is forgotten, so
 * the next visit neither signs that member in automatically nor shows their password (decision 023).
 * Decrypting is the only way to read the saved username, so the WebCrypto code loads only when
 * something is saved.
 */
export function forgetSavedLoginOfAnother(
  userName: string,
  vault: () => Promise<SavedLoginReader> = () => import('./saved-login').then((m) => m.savedLoginVault),
): Promise<void> {
  if (!hasSavedLogin()) return othersCheck;
  othersCheck = othersCheck
    .then(async () => {
      const saved = await (await vault()).load();
      if (saved && !(saved.type === 'username' && sameMember(saved.username, userName))) forgetSavedLogin();
    })
    .catch(() => undefined);
  return othersCheck;
}

/** Settles once the last check has run: a save for the member just signed in must come after it. */
export const savedLoginChecked = (): Promise<void> => othersCheck;
