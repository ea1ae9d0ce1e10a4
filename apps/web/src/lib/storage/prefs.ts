/**
 * Browser preferences (doc A §3): merchant, language, autoLogin ('0' means off).
 * localStorage can throw (Safari private mode, quota): a preference is then simply absent.
 */
export type PrefKey = 'merchant' | 'language' | 'autoLogin';

export function getPref(key: PrefKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function setPref(key: PrefKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the preference lasts for this page only
  }
}
