/**
 * A tiny event bus between code that must tell a person something (the request layer)
 * and the UI host that shows it (components/ui). Payloads carry i18n keys, never text,
 * so nothing here depends on i18n or React.
 */

/**
 * What the host shows, in order: `messageKey` when given (a fixed notice such as
 * 'common.please_login'); else the translation of `errors.<errorCode>` when one exists;
 * else `message` (the platform's text); else `fallbackKey`. Always with a confirm button.
 */
export interface NoticePayload {
  messageKey?: string;
  errorCode?: string;
  message?: string;
  fallbackKey: string;
}

export interface ToastPayload {
  messageKey?: string;
  message?: string;
  durationMs: number;
}

export interface LoadingPayload {
  messageKey?: string;
}

export type NotifyEvent =
  | { type: 'notice'; payload: NoticePayload; confirm: () => void }
  | { type: 'toast'; payload: ToastPayload }
  | { type: 'loading'; id: number; payload: LoadingPayload }
  | { type: 'loading-done'; id: number }
  | { type: 'hide-loading' };

export type NotifyListener = (event: NotifyEvent) => void;

const listeners = new Set<NotifyListener>();

export function subscribe(listener: NotifyListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(event: NotifyEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Resolves when the person confirms; at once when no host is mounted, so no caller waits forever. */
export function notice(payload: NoticePayload): Promise<void> {
  if (listeners.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    emit({
      type: 'notice',
      payload,
      confirm: () => {
        if (done) return;
        done = true;
        resolve();
      },
    });
  });
}

export function toast(payload: ToastPayload): void {
  emit({ type: 'toast', payload });
}

let loadingIds = 0;

/**
 * A loading indicator (e.g. a game launching) until the returned function is called — or until
 * an error anywhere hides every indicator (doc A §8: hidden every second, three times).
 */
export function showLoading(payload: LoadingPayload = {}): () => void {
  const id = ++loadingIds;
  emit({ type: 'loading', id, payload });
  return () => emit({ type: 'loading-done', id });
}

export function hideLoading(): void {
  emit({ type: 'hide-loading' });
}

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigator = (path: string, options: NavigateOptions) => void;

/**
 * Without a router, change the URL and announce it the way the back button would:
 * routers (wouter included) listen for popstate.
 */
const historyNavigator: Navigator = (path, { replace }) => {
  if (replace) history.replaceState(history.state, '', path);
  else history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
};

let navigator_: Navigator = historyNavigator;

/** A router that does not listen to popstate (and tests) install their own navigate here; null restores the default. */
export function setNavigator(fn: Navigator | null): void {
  navigator_ = fn ?? historyNavigator;
}

export function navigate(path: string, options: NavigateOptions = {}): void {
  navigator_(path, options);
}
