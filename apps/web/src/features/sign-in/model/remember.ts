import { getMerchantCode } from '../../../lib/merchant';
import { getSession } from '../../../lib/session/session-store';
import { getPref, setPref } from '../../../lib/storage/prefs';
import { canAutoLogin } from './auto-login';
import { hasSavedLogin, removeSavedLogin, savedLoginChecked } from './saved-login-slot';

/**
 * The two moments "Remember password" acts (doc A §3, §4), with the WebCrypto code loaded only
 * when something is saved or being saved: the first screen of a new visitor never downloads it.
 */

/** After a successful password sign-in: save (auto login on) when ticked, else remove. */
export async function rememberAfterSignIn(remember: boolean, username: string, password: string): Promise<void> {
  // The sign-in's check for another member's saved login runs first, so it never removes this save.
  await savedLoginChecked();
  if (!remember) {
    removeSavedLogin();
    return;
  }
  try {
    const { savedLoginVault } = await import('./saved-login');
    await savedLoginVault.save({ type: 'username', username, password, merchant: getMerchantCode() });
    setPref('autoLogin', '1');
  } catch {
    // No WebCrypto (plain http) or no IndexedDB (some private modes): the password is simply not kept.
    removeSavedLogin();
  }
}

export interface SavedOnThisMerchant {
  username: string;
  password: string;
  /** All the conditions of doc A §4 hold: sign in without asking. */
  autoLogin: boolean;
}

/**
 * On mount of the sign-in form: the saved username login of this merchant, if any, and whether to
 * sign in with it at once. Reads browser storage, so call it from an effect (never in render).
 */
export async function loadSavedLogin(mobileAutoLogin: boolean): Promise<SavedOnThisMerchant | null> {
  if (!hasSavedLogin()) return null;
  const { savedLoginVault } = await import('./saved-login');
  const saved = await savedLoginVault.load();
  const merchant = getMerchantCode();
  if (!saved || saved.merchant !== merchant || saved.type !== 'username') return null;
  return {
    username: saved.username,
    password: saved.password,
    autoLogin: canAutoLogin({
      hasSession: getSession() !== null,
      search: location.search,
      mobileAutoLogin,
      autoLoginPref: getPref('autoLogin'),
      saved,
      currentMerchant: merchant,
    }),
  };
}
