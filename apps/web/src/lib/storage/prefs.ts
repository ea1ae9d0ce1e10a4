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

/**
 * The language is also a cookie, so the platform can prerender the first screen in it
 * (the platform never sees localStorage).
 */
export const LANGUAGE_COOKIE = 'portico_lang';

export function setPref(key: PrefKey, value: string | null): void {
  if (key === 'language') {
    const age = value === null ? 0 : 31_536_000;
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(value ?? '')}; path=/; max-age=${age}; samesite=lax`;
  }
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the preference lasts for this page only
  }
}
