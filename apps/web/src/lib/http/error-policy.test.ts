import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../notify/notify.ts';
import { clearSession, getSession, setSession } from '../session/session-store.ts';
import { getPref } from '../storage/prefs.ts';
import { ApiError } from './api-error.ts';
import { describeError } from './describe-error.ts';
import { request } from './request.ts';
import { applyErrorPolicy, onDomainNotAvailable } from './error-policy.ts';
import { fail, hangingFetch, json, recordNotify, setPageUrl, settle, stubFetch } from './test-support.ts';

const SESSION = { id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false } as const;
const PLEASE_LOGIN = { messageKey: 'common.please_login', fallbackKey: 'common.please_login' };

let notify: ReturnType<typeof recordNotify>;
const navigate = vi.fn();

/** The request's rejection, after the policy has run. */
async function failure(options: Parameters<typeof request>[0] = { url: '/wps/x' }): Promise<ApiError> {
  const error = await request(options).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  await settle();
  return error as ApiError;
}

beforeEach(() => {
  notify = recordNotify();
  navigate.mockReset();
  setNavigator(navigate);
  setSession(SESSION);
});
afterEach(() => {
  notify.stop();
  setNavigator(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setPageUrl('http://localhost:3000/');
});

describe('session ended: session cleared, please-login notice, /m/login', () => {
  function expectSentToLogin(error: ApiError) {
    expect(getSession()).toBeNull();
    expect(notify.notices()).toEqual([PLEASE_LOGIN]);
    expect(navigate).toHaveBeenCalledWith('/m/login', { replace: true });
    expect(error.handled).toBe(true);
  }

  it('on success:false with message CUSTOMER_NOT_LOGIN', async () => {
    stubFetch(() => json({ success: false, message: 'CUSTOMER_NOT_LOGIN' }));
    expectSentToLogin(await failure());
  });

  it('on HTTP 401', async () => {
    stubFetch(() => new Response('', { status: 401 }));
    expectSentToLogin(await failure());
  });

  it.each(['customer.not.login', 'user.or.token.invalid', 'login.not.session'])('on errorCode %s', async (code) => {
    stubFetch(() => fail(code, 'server text'));
    expectSentToLogin(await failure());
  });

  it('shows one notice when several calls fail together', async () => {
    stubFetch(() => new Response('', { status: 401 }));
    await Promise.all([failure({ url: '/wps/a' }), failure({ url: '/wps/b' })]);
    expect(notify.notices()).toEqual([PLEASE_LOGIN]);
  });

  it('with alert=false still clears the dead session, but shows nothing and stays put', async () => {
    stubFetch(() => new Response('', { status: 401 }));
    const error = await failure({ url: '/wps/x', alert: false });
    expect(getSession()).toBeNull();
    expect(notify.shown()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(error.handled).toBe(false);
  });

  it("leaves the session alone when the refused token was the caller's own (a query token being checked)", async () => {
    stubFetch(() => new Response('', { status: 401 }));
    const error = await failure({ url: '/wps/member/info', alert: false, auth: false, headers: { Authorization: 'stale-link-token' } });
    expect(getSession()).toEqual(SESSION);
    expect(notify.shown()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
  });
});

describe('a refusal of a session that already ended in this tab (the sign-out race)', () => {
  // Tokens are never reused; the policy remembers the last one it found dead.
  let serial = 0;
  beforeEach(() => setSession({ ...SESSION, token: `race-${++serial}` }));

  /** A member call that answers 401 only once the test lets it: the answer arrives after what happens meanwhile. */
  function refusedLater() {
    let answer: () => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = () => resolve(new Response('', { status: 401 })))));
    const outcome = failure({ url: '/wps/member/info' });
    return { outcome, answer: () => answer() };
  }

  it('the player signed out while the call was in flight: no please-login, no redirect, the caller still gets its error', async () => {
    const call = refusedLater();
    await settle();
    clearSession('logout');
    call.answer();
    const error = await call.outcome;
    expect(error).toMatchObject({ status: 401, handled: false });
    expect(notify.shown()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('another member signed in meanwhile: their session stays', async () => {
    const call = refusedLater();
    await settle();
    const next = { ...SESSION, id: 8, token: 'tok-8', userName: 'bob' };
    setSession(next);
    call.answer();
    await call.outcome;
    expect(getSession()).toEqual(next);
    expect(notify.shown()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a caller applying the policy again (the chat badge) still shows nothing', async () => {
    const call = refusedLater();
    await settle();
    clearSession('logout');
    call.answer();
    applyErrorPolicy(await call.outcome, { alert: true });
    await settle();
    expect(notify.shown()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('calls failing together with the same dead token: one found it with alert off, the next still says please login', async () => {
    let answers = 0;
    stubFetch(() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('', { status: 401 })), 5 * ++answers)));
    const [quiet, loud] = await Promise.all([failure({ url: '/wps/a', alert: false }), failure({ url: '/wps/b' })]);
    expect(quiet.handled).toBe(false);
    expect(loud.handled).toBe(true);
    expect(notify.notices()).toEqual([PLEASE_LOGIN]);
    expect(navigate).toHaveBeenCalledWith('/m/login', { replace: true });
  });
});

describe('domain_not_available: the registered handler (the domain-unreachable modal)', () => {
  afterEach(() => onDomainNotAvailable(null));

  it('goes to the handler, even with alert=false, and shows no notice', async () => {
    const handler = vi.fn();
    onDomainNotAvailable(handler);
    stubFetch(() => fail('domain_not_available', 'This domain is not available.'));
    const error = await failure({ url: '/wps/system/status', alert: false });
    expect(handler).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({ errorCode: 'domain_not_available', handled: true });
    expect(notify.shown()).toEqual([]);
    expect(getSession()).not.toBeNull();
  });

  it('without a handler, is an ordinary notice', async () => {
    stubFetch(() => fail('domain_not_available', 'This domain is not available.'));
    await failure();
    expect(notify.shown()).toHaveLength(1);
  });
});

describe('silent rows', () => {
  it('TOO_MANY_REQUEST* shows nothing and still rejects', async () => {
    stubFetch(() => fail('TOO_MANY_REQUEST_LOGIN', 'Too many'));
    const error = await failure();
    expect(error).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN', handled: false });
    expect(notify.shown()).toEqual([]);
  });

  it('HTTP 502 rejects silently', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502 }));
    const error = await failure();
    expect(error).toMatchObject({ kind: 'http', status: 502, handled: false });
    expect(notify.shown()).toEqual([]);
    expect(getSession()).not.toBeNull();
  });
});

describe('no response', () => {
  it('offline on https: toast network_offline for 1.5 s', async () => {
    setPageUrl('https://portico.test/m/');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure();
    expect(error.kind).toBe('offline');
    expect(notify.toasts()).toEqual([{ messageKey: 'common.network_offline', durationMs: 1500 }]);
    expect(notify.notices()).toEqual([]);
  });

  it('offline on plain http: the network_error notice, not the toast', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await failure();
    expect(notify.toasts()).toEqual([]);
    expect(notify.notices()).toEqual([{ messageKey: 'common.network_error', fallbackKey: 'common.network_error' }]);
  });

  it('a time-out: the network_error notice', async () => {
    vi.useFakeTimers();
    stubFetch(hangingFetch());
    const outcome = failure({ url: '/wps/slow', timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toMatchObject({ kind: 'timeout', handled: true });
    expect(notify.notices()).toEqual([{ messageKey: 'common.network_error', fallbackKey: 'common.network_error' }]);
  });

  it('fetch threw (network, CORS): notice network_error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure();
    expect(error).toMatchObject({ kind: 'network', handled: true });
    expect(notify.notices()).toEqual([{ messageKey: 'common.network_error', fallbackKey: 'common.network_error' }]);
  });
});

describe('any other error: notice with a confirm button', () => {
  it('carries the server message and code', async () => {
    stubFetch(() => fail('request.invalid', 'Name too long'));
    await failure();
    expect(notify.notices()).toEqual([{ errorCode: 'request.invalid', message: 'Name too long', fallbackKey: 'common.error' }]);
  });

  it("falls back to 'common.error' when the platform sent no message", async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    await failure();
    expect(notify.notices()).toEqual([{ fallbackKey: 'common.error' }]);
  });
});

it('token_ip_different turns auto-login off and shows the notice', async () => {
  stubFetch(() => fail('token_ip_different', 'IP changed'));
  await failure();
  expect(getPref('autoLogin')).toBe('0');
  expect(notify.notices()).toEqual([{ errorCode: 'token_ip_different', message: 'IP changed', fallbackKey: 'common.error' }]);
});

it('hides loading indicators at 1, 2 and 3 s after any error', async () => {
  vi.useFakeTimers();
  stubFetch(() => new Response('', { status: 502 }));
  await failure();
  expect(notify.hideLoadings()).toBe(0);
  await vi.advanceTimersByTimeAsync(1000);
  expect(notify.hideLoadings()).toBe(1);
  await vi.advanceTimersByTimeAsync(1000);
  expect(notify.hideLoadings()).toBe(2);
  await vi.advanceTimersByTimeAsync(1000);
  expect(notify.hideLoadings()).toBe(3);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(notify.hideLoadings()).toBe(3);
});

it('alert=false shows nothing and passes the error on', async () => {
  stubFetch(() => fail('login.cred.err', 'Wrong password'));
  const error = await failure({ url: '/wps/session/login', method: 'POST', body: {}, alert: false });
  expect(error).toMatchObject({ kind: 'business', errorCode: 'login.cred.err', message: 'Wrong password', handled: false });
  expect(notify.shown()).toEqual([]);
});

describe('describeError (inline errors of alert=false callers)', () => {
  it('gives the same words the notice would', () => {
    expect(describeError(new ApiError({ kind: 'business', errorCode: 'login.cred.err', message: 'Wrong' }))).toEqual({
      errorCode: 'login.cred.err',
      message: 'Wrong',
      fallbackKey: 'common.error',
    });
    expect(describeError(new ApiError({ kind: 'timeout' }))).toEqual({ messageKey: 'common.network_error', fallbackKey: 'common.network_error' });
    expect(describeError(new ApiError({ kind: 'http', status: 401 }))).toEqual(PLEASE_LOGIN);
    expect(describeError(new Error('anything'))).toEqual({ fallbackKey: 'common.error' });
  });
});
