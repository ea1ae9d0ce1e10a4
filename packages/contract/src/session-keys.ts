/**
 * The session's plain constants, without zod: the web app's first load reads them (decision 047);
 * session.ts re-exports them beside the schemas.
 */
export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export const LOGIN_DEVICES = ['IPAD', 'PWA', 'WEBCLIP'] as const;

/** doc A §3 "Session info" is kept in sessionStorage under this key. */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
