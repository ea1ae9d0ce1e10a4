import type { IdentityChannel } from '../identity/provider.ts';
import { nativeApp } from './user-agent.ts';

/**
 * Typed calls into Portico's native wrapper. The wrapper injects one message handler —
 *   Android  window.PorticoNative.postMessage(json)                     (addJavascriptInterface)
 *   iOS      window.webkit.messageHandlers.portico.postMessage(json)    (WKScriptMessageHandler)
 * — and answers each call by evaluating window.porticoNativeReply({id, result} | {id, error}).
 * An error is the wrapper's text, which starts with "Failure" (doc A §8: shown as a notice).
 * A signal is one-way ({method, params}, no id, no reply). A call or signal is made only when the
 * user agent lists its feature (user-agent.ts), so an older wrapper is never asked for something
 * it cannot do. These are all the wrapper callbacks of doc A and doc E: add new ones here.
 */
export interface NativeCalls {
  /** The wrapper's own Facebook/Twitter/Line/Google SDK; idToken null when the person backed out. */
  socialSignIn: { feature: 'socialLogin'; params: { channel: IdentityChannel }; result: { idToken: string | null } };
  /**
   * doc E §3: the push registration token of the Android wrapper. The wrapper answers a text; one
   * starting with "failure" (any case) means no token (read it with pushTokenOf).
   */
  pushToken: { feature: 'push'; params: Record<string, never>; result: { token: string } };
}

export interface NativeSignals {
  /** doc A §2 splash: the page is drawn, the wrapper may take its launch screen down (A9.15: after 500 ms). */
  closeLaunchScreen: { feature: 'launchScreen'; params: Record<string, never> };
}

export type NativeMethod = keyof NativeCalls;
export type NativeSignal = keyof NativeSignals;

/** Features that change what the web app does without a call (e.g. registering social identities at once). */
export type NativeFeature = NativeCalls[NativeMethod]['feature'] | NativeSignals[NativeSignal]['feature'] | 'autoRegister';

export class NativeCallError extends Error {
  override readonly name = 'NativeCallError';
}

/** A sign-in in the wrapper waits for the person (typing a password in another app): minutes, not seconds. */
const CALL_TIMEOUT_MS = 5 * 60_000;

interface NativeWindow {
  PorticoNative?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { portico?: { postMessage(message: string): void } } };
  porticoNativeReply?: (reply: unknown) => void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, Pending>();
let nextId = 0;

function handlerOf(win: NativeWindow): ((message: string) => void) | null {
  if (win.PorticoNative) return (m) => win.PorticoNative?.postMessage(m);
  const ios = win.webkit?.messageHandlers?.portico;
  return ios ? (m) => ios.postMessage(m) : null;
}

function onReply(reply: unknown): void {
  if (typeof reply !== 'object' || reply === null) return;
  const { id, result, error } = reply as { id?: unknown; result?: unknown; error?: unknown };
  const call = typeof id === 'string' ? pending.get(id) : undefined;
  if (!call) return;
  pending.delete(id as string);
  clearTimeout(call.timer);
  if (error !== undefined && error !== null) call.reject(new NativeCallError(String(error)));
  else call.resolve(result);
}

export function nativeSupports(feature: NativeFeature): boolean {
  return nativeApp()?.features.has(feature) ?? false;
}

const FEATURE_OF: { [M in NativeMethod]: NativeCalls[M]['feature'] } = { socialSignIn: 'socialLogin', pushToken: 'push' };
const SIGNAL_FEATURE_OF: { [S in NativeSignal]: NativeSignals[S]['feature'] } = { closeLaunchScreen: 'launchScreen' };

/** Sends a one-way signal; false (nothing sent) outside a wrapper that lists its feature. */
export function signalNative<S extends NativeSignal>(signal: S, params: NativeSignals[S]['params']): boolean {
  const post = handlerOf(window as NativeWindow);
  if (!post || !nativeSupports(SIGNAL_FEATURE_OF[signal])) return false;
  post(JSON.stringify({ method: signal, params }));
  return true;
}

/** doc A §8: a wrapper callback's text starting with "Failure" is a failure to show as a notice. */
export function isNativeFailureText(text: unknown): text is string {
  return typeof text === 'string' && /^failure/i.test(text.trim());
}

/** doc E §3: the push token text of the wrapper, or null when it answered a failure or nothing. */
export function pushTokenOf(text: string | null | undefined): string | null {
  const token = text?.trim() ?? '';
  return token === '' || isNativeFailureText(token) ? null : token;
}

/** Whether this page can make `method`: inside a wrapper that injected its handler and lists the feature. */
export function canCallNative(method: NativeMethod): boolean {
  return handlerOf(window as NativeWindow) !== null && nativeSupports(FEATURE_OF[method]);
}

export function callNative<M extends NativeMethod>(method: M, params: NativeCalls[M]['params']): Promise<NativeCalls[M]['result']> {
  const win = window as NativeWindow;
  const post = handlerOf(win);
  if (!post || !nativeSupports(FEATURE_OF[method])) return Promise.reject(new NativeCallError(`Failure: ${method} is not supported`));
  win.porticoNativeReply ??= onReply;
  const id = `${Date.now().toString(36)}-${++nextId}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new NativeCallError(`Failure: ${method} timed out`));
    }, CALL_TIMEOUT_MS);
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
    post(JSON.stringify({ id, method, params }));
  });
}
