import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_IDP_MESSAGE_TYPE } from '@portico/contract/identity';
import { createLocalProvider, parseResultFragment, REDIRECT_STATE_KEY } from './local';
import { IdentityError } from './provider';

interface FakePopup {
  closed: boolean;
}

function openPopup(): { popup: FakePopup; url: () => URL; features: () => string } {
  const popup: FakePopup = { closed: false };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return {
    popup,
    url: () => new URL(String(open.mock.calls[0]?.[0]), location.href),
    features: () => String(open.mock.calls[0]?.[2]),
  };
}

function post(data: unknown, { origin = location.origin, source }: { origin?: string; source: unknown }) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

const result = (state: string, extra: Record<string, unknown> = {}) => ({
  type: LOCAL_IDP_MESSAGE_TYPE,
  channel: 'google',
  idToken: 'id.token.sig',
  state,
  ...extra,
});

function base64url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('local provider: popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the sign-in page 500 × 600 with the channel, mode, a random state and this page as return_to', async () => {
    const { url, features, popup } = openPopup();
    const pending = createLocalProvider().signInWithPopup('google');
    await vi.advanceTimersByTimeAsync(0);
    const opened = url();
    expect(opened.pathname).toBe('/idp/local/signin');
    expect(opened.searchParams.get('channel')).toBe('google');
    expect(opened.searchParams.get('mode')).toBe('popup');
    expect(opened.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(opened.searchParams.get('return_to')).toBe(location.href.split('#')[0]);
    expect(opened.searchParams.get('merchant')).toBe('DEMO');
    expect(features()).toBe('width=500,height=600');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toBeNull();
  });

  it('takes only the message from that window, on this origin, with the same state', async () => {
    const { url, popup } = openPopup();
    const pending = createLocalProvider().signInWithPopup('google');
    await vi.advanceTimersByTimeAsync(0);
    const state = url().searchParams.get('state') ?? '';
    let settled = false;
    void pending.then(() => (settled = true));

    post(result(state), { origin: 'https://evil.example', source: popup });
    post(result(state), { source: {} });
    post(result('another-state'), { source: popup });
    post(result(state, { channel: 'facebook' }), { source: popup });
    post({ ...result(state), type: 'SOMETHING_ELSE' }, { source: popup });
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);

    post(result(state), { source: popup });
    await expect(pending).resolves.toEqual({ channel: 'google', idToken: 'id.token.sig' });
  });

  it('still takes a result that arrives just after the window closed itself', async () => {
    const { url, popup } = openPopup();
    const pending = createLocalProvider().signInWithPopup('google');
    await vi.advanceTimersByTimeAsync(0);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    post(result(url().searchParams.get('state') ?? ''), { source: popup });
    await expect(pending).resolves.toEqual({ channel: 'google', idToken: 'id.token.sig' });
  });

  it('reports a blocked window as auth/popup-blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(createLocalProvider().signInWithPopup('line')).rejects.toMatchObject({ code: 'auth/popup-blocked' });
  });
});

describe('local provider: redirect', () => {
  afterEach(() => history.replaceState(null, '', '/m/login'));

  it('remembers a state and leaves for the sign-in page in redirect mode', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:3000/m/login?x=1#old', assign });
    await createLocalProvider().startRedirect('twitter');
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost:3000');
    expect(url.pathname).toBe('/idp/local/signin');
    expect(url.searchParams.get('mode')).toBe('redirect');
    expect(url.searchParams.get('channel')).toBe('twitter');
    expect(url.searchParams.get('return_to')).toBe('http://localhost:3000/m/login?x=1');
    expect(url.searchParams.get('state')).toBe(sessionStorage.getItem(REDIRECT_STATE_KEY));
  });

  it('reads the result from the fragment, checks the state, and removes the token from the address', async () => {
    sessionStorage.setItem(REDIRECT_STATE_KEY, 's1');
    history.replaceState(null, '', `/m/login?r=2#idp=${base64url(JSON.stringify(result('s1')))}`);
    await expect(createLocalProvider().takeRedirectResult()).resolves.toEqual({ channel: 'google', idToken: 'id.token.sig' });
    expect(location.hash).toBe('');
    expect(location.search).toBe('?r=2');
    expect(sessionStorage.getItem(REDIRECT_STATE_KEY)).toBeNull();
  });

  it('refuses a result this tab did not ask for', async () => {
    sessionStorage.setItem(REDIRECT_STATE_KEY, 'mine');
    history.replaceState(null, '', `/m/login#idp=${base64url(JSON.stringify(result('theirs')))}`);
    await expect(createLocalProvider().takeRedirectResult()).rejects.toMatchObject({ code: 'auth/invalid-auth-event' });
    expect(location.hash).toBe('');
  });

  it('answers null for a cancelled sign-in and when there is no result at all', async () => {
    sessionStorage.setItem(REDIRECT_STATE_KEY, 's1');
    history.replaceState(null, '', '/m/login#idp_error=cancelled');
    await expect(createLocalProvider().takeRedirectResult()).resolves.toBeNull();
    expect(location.hash).toBe('');
    expect(sessionStorage.getItem(REDIRECT_STATE_KEY)).toBeNull();
    await expect(createLocalProvider().takeRedirectResult()).resolves.toBeNull();
  });

  it('parses only well-formed fragments', () => {
    expect(parseResultFragment(base64url(JSON.stringify(result('s'))))).toMatchObject({ state: 's' });
    expect(parseResultFragment('%%%')).toBeNull();
    expect(parseResultFragment(base64url('{"type":"PORTICO_IDP_RESULT"}'))).toBeNull();
    expect(parseResultFragment(base64url(JSON.stringify(result('s', { channel: 'myspace' }))))).toBeNull();
  });
});

describe('local provider: phone', () => {
  function answer(status: number, body: unknown) {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }

  it('sends the split number, then confirms the code to an ID token', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(200, { verificationId: 'v1', expirationTime: 60 }))
      .mockResolvedValueOnce(answer(200, { idToken: 'phone.token' }));
    const confirmation = await createLocalProvider().sendPhoneCode('+639171234567');
    expect(confirmation.expirationTime).toBe(60);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/idp/local/phone/send');
    expect(JSON.parse(String(init?.body))).toEqual({ countryDialingCode: '63', mobileNum: '9171234567' });
    expect((init?.headers as Record<string, string>).Merchant).toBe('DEMO');

    await expect(confirmation.confirm('123456')).resolves.toBe('phone.token');
    const [verifyUrl, verifyInit] = fetchMock.mock.calls[1] ?? [];
    expect(verifyUrl).toBe('/idp/local/phone/verify');
    expect(JSON.parse(String(verifyInit?.body))).toEqual({ verificationId: 'v1', code: '123456' });
  });

  it("turns the provider's error answer into its code and reason", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(200, { verificationId: 'v1', expirationTime: 60 }))
      .mockResolvedValueOnce(answer(400, { error: { code: 'auth/invalid-verification-code', message: 'wrong code' } }));
    const confirmation = await createLocalProvider().sendPhoneCode('+639171234567');
    const error = await confirmation.confirm('000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ code: 'auth/invalid-verification-code', reason: 'wrong code' });
  });

  it('maps an unreachable provider and an impossible number to Firebase codes without calling out for the latter', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createLocalProvider().sendPhoneCode('+639171234567')).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    await expect(createLocalProvider().sendPhoneCode('0917')).rejects.toMatchObject({ code: 'auth/invalid-phone-number' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
