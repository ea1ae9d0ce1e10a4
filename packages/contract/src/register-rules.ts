/** Registration's plain rules and constants, without zod: the web app's first load reads them (decision 047). */

/** doc A §3 "Registration request": how and where the member registered. */
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/**
 * Affiliate and referral codes as links carry them: letters, digits, '-' and '_'. The web app
 * captures only codes of this shape (lib/affiliate), so a visitor never sends one the platform refuses.
 */
export const AFFILIATE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** doc A §3 "Ad-network info stored at registration time" (from the native wrapper, decision 014). */
export const AD_NETWORK_FIELDS = ['adAppToken', 'gpsAdid', 'adid', 'afAppId', 'appsflyerId', 'afAdvertisingId', 'afOaid', 'idfa', 'idfv'] as const;
export type AdNetworkField = (typeof AD_NETWORK_FIELDS)[number];
export type AdNetworkInfo = Partial<Record<AdNetworkField, string>>;
/** An advertising id or app token: printable, no spaces, at most 128 characters. */
export const AD_NETWORK_VALUE = /^[\x21-\x7e]{1,128}$/;

/**
 * Username rule (decision 014): 4 to 20 characters, Latin letters, digits and '_', starting with
 * a letter. Compared case-insensitively (stored lower-cased), so "Ana" and "ana" are one name.
 */
export const USERNAME_RULE = { min: 4, max: 20 } as const;
export type UsernameProblem = 'length' | 'characters';
export function usernameProblem(username: string): UsernameProblem | null {
  if (username.length < USERNAME_RULE.min || username.length > USERNAME_RULE.max) return 'length';
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(username)) return 'characters';
  return null;
}

/** doc A §5: the fixed default password of a mobile registration when the mobile-password option is off. */
export const MOBILE_DEFAULT_PASSWORD = '123456';
