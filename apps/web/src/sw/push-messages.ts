/**
 * What the push handler tells open pages (decision 038), shared by the worker and the page, so it
 * uses nothing of the DOM or of the worker's scope. The page puts them on the app's bus.
 */

/** A push as the worker shows it: the platform's payload after checking (url always under /m/). */
export interface ShownPush {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

export type PushToPage =
  | { type: 'push-received'; push: ShownPush }
  | { type: 'push-clicked'; push: ShownPush }
  /** The browser replaced the subscription: the page registers the new one (bind + topic). */
  | { type: 'push-subscription-changed' };

export function isPushToPage(data: unknown): data is PushToPage {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  return type === 'push-received' || type === 'push-clicked' || type === 'push-subscription-changed';
}

const HOME = '/m/';

/** Only a path inside the web app: a push must never open another site or the platform's API. */
export function safeDeepLink(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith(HOME) || url.startsWith('//')) return HOME;
  try {
    const parsed = new URL(url, 'https://portico.invalid');
    return parsed.origin === 'https://portico.invalid' && parsed.pathname.startsWith(HOME) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : HOME;
  } catch {
    return HOME;
  }
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * Reads a push's data: the platform's JSON payload as Web Push delivers it, or FCM's envelope
 * (the same fields as strings under `data`, or `notification` for title and body). Unreadable text
 * is shown as the body, since a push the browser delivered must show something.
 */
export function readPush(raw: string | null): ShownPush & { icon?: string } {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? '');
    if (typeof parsed === 'object' && parsed !== null) value = parsed as Record<string, unknown>;
  } catch {
    return { title: '', body: text(raw, 400), url: HOME };
  }
  const fcm = (value.data ?? value.notification) as Record<string, unknown> | undefined;
  const source = typeof value.title === 'string' ? value : typeof fcm === 'object' && fcm !== null ? { ...fcm, ...(value.notification as object) } : value;
  const tag = text(source.tag, 64);
  const icon = text(source.icon, 500);
  return { title: text(source.title, 120), body: text(source.body, 400), url: safeDeepLink(source.url), ...(tag && { tag }), ...(icon && { icon }) };
}
