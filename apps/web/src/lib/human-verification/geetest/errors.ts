import { HumanVerificationError } from '../human-verifier';

/** Loader codes that mean the network failed (doc A §8): script load and resource load time-outs. */
const NETWORK_CODES = new Set(['60204', '60205']);

/** What Geetest hands onError: v3 `{error_code: 'error_21', msg, user_error}`, v4 `{code, msg}`. */
export interface GeetestErrorInfo {
  code?: string | number;
  error_code?: string | number;
  msg?: string;
  user_error?: string;
}

const numeric = (code: string) => /\d+/.exec(code)?.[0] ?? '';

/**
 * doc A §8: loader codes 60204 and 60205 are described as a network failure; a captcha error shows
 * its message and errorCode; a verification error shows Geetest's user_error text and the number
 * of its code; anything else is 'unknown error'.
 */
export function describeGeetestError(info: unknown): HumanVerificationError {
  const e = (info !== null && typeof info === 'object' ? info : {}) as GeetestErrorInfo;
  const code = String(e.code ?? e.error_code ?? '');
  if (NETWORK_CODES.has(code)) return new HumanVerificationError({ kind: 'message', key: 'geetest.network', values: { code } });
  if (typeof e.user_error === 'string' && e.user_error) {
    const n = numeric(code);
    return new HumanVerificationError({ kind: 'text', text: n ? `${e.user_error} ${n}` : e.user_error });
  }
  if (typeof e.msg === 'string' && e.msg && code) return new HumanVerificationError({ kind: 'text', text: `${e.msg} (${code})` });
  return new HumanVerificationError({ kind: 'message', key: 'geetest.unknown' });
}

/** Our own failures in Geetest's terms: no server answered the loader (60204), init took too long. */
export const scriptLoadFailed = () => describeGeetestError({ code: '60204' });
export const initTimedOut = () => describeGeetestError({ code: '60205' });
