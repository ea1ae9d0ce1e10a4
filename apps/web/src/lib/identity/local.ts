import {
  LOCAL_IDP_BASE,
  localIdpError,
  localIdpResult,
  localOneTapClosed,
  localPhoneSendAnswer,
  localPhoneVerifyAnswer,
  type LocalIdpResult,
} from '@portico/contract/identity';
import type * as z from 'zod/mini';
import { getMerchantCode } from '../merchant.ts';
import { splitE164 } from './phone-number.ts';
import { IdentityError, type IdentityChannel, type IdentityProvider, type IdentityResult, type PhoneConfirmation } from './provider.ts';

/** doc A §9: the sign-in window is 500 by 600. */
const POPUP_FEATURES = 'width=500,height=600';
/** The state of a redirect sign-in in progress, checked when the browser comes back. */
export const REDIRECT_STATE_KEY = 'portico.idp.local.state';
/** How often to look whether the person closed the window. */
const CLOSED_POLL_MS = 500;
/**
 * The window posts its result and closes itself at once; the message can be delivered after
 * the window already reads as closed, so a close only counts once this much later.
 */
const CLOSE_GRACE_MS = 500;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the provider sends the browser back: this page as it is, without a fragment. */
function currentPage(): string {
  return location.href.split('#')[0] ?? location.href;
}

/** The one-tap stand-in's frame: top end of the screen, like Google's prompt. */
function oneTapFrame(url: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = 'Sign in with Google';
  frame.className = 'one-tap-frame';
  document.body.append(frame);
  return frame;
}

/** Waits for the one-tap frame's answer: only that frame, on this origin, answering this state, counts. */
function awaitOneTap(frame: HTMLIFrameElement, state: string, signal: AbortSignal): Promise<IdentityResult | null> {
  return new Promise((resolve) => {
    const finish = (result: IdentityResult | null) => {
      window.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
      frame.remove();
      resolve(result);
    };
    const onAbort = () => finish(null);
    function onMessage(event: MessageEvent) {
      if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
      const closed = localOneTapClosed.safeParse(event.data);
      if (closed.success && closed.data.state === state) return finish(null);
      const parsed = localIdpResult.safeParse(event.data);
      if (parsed.success && parsed.data.state === state && parsed.data.channel === 'google') finish({ channel: 'google', idToken: parsed.data.idToken });
    }
    window.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
  });
}

/** `merchant` makes the token's audience the merchant this app speaks for (a stored choice may differ from the host's). */
export function signInUrl(channel: IdentityChannel, mode: 'popup' | 'redirect' | 'onetap', state: string): string {
  const query = new URLSearchParams({ channel, mode, state, return_to: currentPage(), merchant: getMerchantCode() });
  return `${LOCAL_IDP_BASE}/signin?${query.toString()}`;
}

/** `#idp=<base64url of the JSON result>`, as the provider's redirect writes it; null when unreadable. */
export function parseResultFragment(encoded: string): LocalIdpResult | null {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = localIdpResult.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Waits for the window's postMessage; only this window, on this origin, answering this state, counts. */
function awaitPopupResult(popup: Window, channel: IdentityChannel, state: string): Promise<IdentityResult | null> {
  return new Promise((resolve) => {
    let closedSince = 0;
    const finish = (result: IdentityResult | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(result);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== location.origin || event.source !== popup) return;
      const parsed = localIdpResult.safeParse(event.data);
      if (!parsed.success || parsed.data.state !== state || parsed.data.channel !== channel) return;
      finish({ channel, idToken: parsed.data.idToken });
    }
    const poll = setInterval(() => {
      if (!popup.closed) return;
      closedSince ||= Date.now();
      if (Date.now() - closedSince >= CLOSE_GRACE_MS) finish(null);
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

async function postJson<T>(path: string, body: unknown, answer: z.ZodMiniType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${LOCAL_IDP_BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: getMerchantCode() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new IdentityError('auth/network-request-failed');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = localIdpError.safeParse(data);
    if (failure.success) throw new IdentityError(failure.data.error.code, failure.data.error.message || undefined);
    throw new IdentityError('auth/internal-error', `HTTP ${response.status}`);
  }
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new IdentityError('auth/internal-error', 'unexpected answer');
  return parsed.data;
}

/** The platform's own provider under /idp/local (development and tests; see decision 011). */
export function createLocalProvider(): IdentityProvider {
  return {
    async signInWithPopup(channel) {
      const state = randomState();
      const popup = window.open(signInUrl(channel, 'popup', state), 'portico-idp-local', POPUP_FEATURES);
      if (!popup) throw new IdentityError('auth/popup-blocked');
      return awaitPopupResult(popup, channel, state);
    },

    async startRedirect(channel) {
      const state = randomState();
      sessionStorage.setItem(REDIRECT_STATE_KEY, state);
      location.assign(signInUrl(channel, 'redirect', state));
    },

    async takeRedirectResult() {
      const fragment = new URLSearchParams(location.hash.slice(1));
      const encoded = fragment.get('idp');
      const failure = fragment.get('idp_error');
      if (encoded === null && failure === null) return null;
      // The token must not stay in the address bar, the history or a bookmark.
      history.replaceState(history.state, '', location.pathname + location.search);
      const expected = sessionStorage.getItem(REDIRECT_STATE_KEY);
      sessionStorage.removeItem(REDIRECT_STATE_KEY);
      if (failure === 'cancelled') return null;
      if (failure !== null) throw new IdentityError('auth/internal-error', failure);
      const result = parseResultFragment(encoded ?? '');
      if (!result) throw new IdentityError('auth/internal-error', 'unreadable result');
      // A result this tab did not ask for (a crafted link) never signs anyone in.
      if (!expected || result.state !== expected) throw new IdentityError('auth/invalid-auth-event', 'state mismatch');
      return { channel: result.channel, idToken: result.idToken };
    },

    async promptOneTap(signal) {
      if (signal.aborted) return null;
      const state = randomState();
      return awaitOneTap(oneTapFrame(signInUrl('google', 'onetap', state)), state, signal);
    },

    async sendPhoneCode(phoneE164): Promise<PhoneConfirmation> {
      const phone = splitE164(phoneE164);
      if (!phone) throw new IdentityError('auth/invalid-phone-number');
      const sent = await postJson('/phone/send', phone, localPhoneSendAnswer);
      return {
        expirationTime: sent.expirationTime,
        async confirm(code) {
          const verified = await postJson('/phone/verify', { verificationId: sent.verificationId, code }, localPhoneVerifyAnswer);
          return verified.idToken;
        },
      };
    },
  };
}
