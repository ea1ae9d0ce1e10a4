import { hideLoading, navigate, notice, toast } from '../notify/notify.ts';
import { clearSession, getToken } from '../session/session-store.ts';
import { setPref } from '../storage/prefs.ts';
import type { ApiError } from './api-error.ts';
import { describeError, isOfflineOnHttps, isSessionEnded, isSilent } from './describe-error.ts';

/**
 * The only place that decides what happens when a request fails (doc A §8, doc E §8);
 * describe-error.ts picks the words. Rows are checked in this order; the first match decides.
 *
 *   session ended (CUSTOMER_NOT_LOGIN, 401, logout codes)  clear session, 'please login', go to /m/login
 *                                                          (only when the call carried the tab's current token)
 *   TOO_MANY_REQUEST*                                       silent
 *   HTTP 502                                                silent (a gateway restarting; the next call retries)
 *   offline on https                                        toast 'common.network_offline', 1.5 s
 *   no response (network, offline on http, time-out)      notice 'common.network_error'
 *   anything else                                           notice: errors.<code>, server message, else 'common.error'
 *
 * domain_not_available goes, whatever `alert` says, to the handler the app registered with
 * onDomainNotAvailable (the domain-unreachable modal, decision 018): this domain is out of
 * service, so no screen can carry on here.
 *
 * Always, whatever the row and even with alert=false: loading indicators are hidden at
 * 1, 2 and 3 s (a spinner whose caller never hears back must not stay), and
 * token_ip_different turns auto-login off.
 */

export const LOGIN_PATH = '/m/login';
export const OFFLINE_TOAST_MS = 1500;
const HIDE_LOADING_AFTER_MS = [1000, 2000, 3000] as const;

export interface PolicyOptions {
  /** false: show nothing and leave the error to the caller (doc E §8 "alert=false"). */
  alert: boolean;
}

function scheduleHideLoading(): void {
  for (const delay of HIDE_LOADING_AFTER_MS) setTimeout(hideLoading, delay);
}

/** Several calls fail together when a session ends; one 'please login' notice is enough. */
let loginNoticeOpen = false;

function sendToLogin(error: ApiError): void {
  if (!loginNoticeOpen) {
    loginNoticeOpen = true;
    void notice(describeError(error)).finally(() => {
      loginNoticeOpen = false;
    });
  }
  navigate(LOGIN_PATH, { replace: true });
}

/**
 * The token this policy found dead and cleared: other calls refused with it (several fail together,
 * the first may have had alert off, a caller may apply the policy again) still follow the
 * session-ended row, unlike refusals of a session the player ended by signing out.
 */
let deadToken: string | null = null;

function refusesTheTabSession(sentToken: string | null): boolean {
  const current = getToken();
  return sentToken === current || (current === null && sentToken !== null && sentToken === deadToken);
}

let domainHandler: ((error: ApiError) => void) | null = null;

/** The app registers the domain-unreachable modal here (lib never imports a feature). */
export function onDomainNotAvailable(handler: ((error: ApiError) => void) | null): void {
  domainHandler = handler;
}

/** Applies the catalogue to `error`, marks it `handled` when something was shown, and returns it for rethrowing. */
export function applyErrorPolicy(error: ApiError, { alert }: PolicyOptions): ApiError {
  scheduleHideLoading();
  if (error.errorCode === 'token_ip_different') setPref('autoLogin', '0');

  if (error.errorCode === 'domain_not_available' && domainHandler) {
    domainHandler(error);
  } else if (isSessionEnded(error)) {
    // A refusal of another token than the tab's current one (or the one found dead here) says nothing
    // about the current session: the session it carried was ended by signing out while the call was
    // in flight, another member signed in meanwhile, or the token was the caller's own (the route guard
    // checking a query token, decision 024). The caller gets its error; nothing else happens.
    if (!refusesTheTabSession(error.sentToken)) return error;
    // The token is dead whatever the caller asked for; only the notice and redirect follow `alert`.
    deadToken = error.sentToken;
    clearSession('expired');
    if (!alert) return error;
    sendToLogin(error);
  } else if (!alert || isSilent(error)) {
    return error;
  } else if (isOfflineOnHttps()) {
    toast({ messageKey: 'common.network_offline', durationMs: OFFLINE_TOAST_MS });
  } else {
    void notice(describeError(error));
  }
  error.handled = true;
  return error;
}
