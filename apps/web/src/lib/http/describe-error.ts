import { isTooManyRequest, LOGOUT_ERROR_CODES } from '@portico/contract/errors';
import type { NoticePayload } from '../notify/notify.ts';
import { isApiError, type ApiError } from './api-error.ts';

/**
 * Which words a failure is shown with (doc A §8, doc E §8), as i18n keys for the UI host.
 * error-policy.ts uses it for every notice it raises, and a form that calls with
 * alert=false uses it to show the same words inline: one mapping, two places to show it.
 */

export function isSessionEnded(error: ApiError): boolean {
  if (error.status === 401) return true;
  if (error.message === 'CUSTOMER_NOT_LOGIN') return true;
  return error.errorCode !== undefined && (LOGOUT_ERROR_CODES as readonly string[]).includes(error.errorCode);
}

/** TOO_MANY_REQUEST* and a 502 from a restarting gateway are never announced. */
export function isSilent(error: ApiError): boolean {
  return isTooManyRequest(error.errorCode) || error.status === 502;
}

export function isOfflineOnHttps(): boolean {
  return location.protocol === 'https:' && navigator.onLine === false;
}

function hadNoResponse(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'offline' || error.kind === 'timeout';
}

export function describeError(error: unknown): NoticePayload {
  if (!isApiError(error)) return { fallbackKey: 'common.error' };
  if (isSessionEnded(error)) return { messageKey: 'common.please_login', fallbackKey: 'common.please_login' };
  if (hadNoResponse(error)) {
    if (isOfflineOnHttps()) return { messageKey: 'common.network_offline', fallbackKey: 'common.network_error' };
    return { messageKey: 'common.network_error', fallbackKey: 'common.network_error' };
  }
  return {
    ...(error.errorCode ? { errorCode: error.errorCode } : {}),
    ...(error.message ? { message: error.message } : {}),
    fallbackKey: 'common.error',
  };
}
