import { PlatformError } from '../http/platform-error.ts';

/** A Web Push registration token: the PushSubscription's JSON as the browser's toJSON() gives it. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** FCM registration tokens: letters, digits and - _ : (no spaces, no JSON). */
const FCM_TOKEN = /^[A-Za-z0-9_:-]{20,}$/;

function invalid(message: string): PlatformError {
  return new PlatformError('push.token_invalid', { fieldErrors: [{ field: 'registrationToken', message }] });
}

/**
 * Parses a Web Push token. Only https endpoints unless `allowHttp` (development and tests, where the
 * local push service speaks http): the platform POSTs to this URL, so it must not reach inside a network.
 */
export function parseWebPushToken(token: string, allowHttp: boolean): WebPushSubscription {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    throw invalid('not a push subscription (JSON with endpoint and keys)');
  }
  const v = value as Partial<WebPushSubscription> | null;
  const endpoint = typeof v?.endpoint === 'string' && URL.canParse(v.endpoint) ? new URL(v.endpoint) : null;
  if (!endpoint || !(endpoint.protocol === 'https:' || (allowHttp && endpoint.protocol === 'http:'))) {
    throw invalid(allowHttp ? 'endpoint must be an http(s) URL' : 'endpoint must be an https URL');
  }
  const { p256dh, auth } = v?.keys ?? {};
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || !BASE64URL.test(p256dh) || !BASE64URL.test(auth)) {
    throw invalid('keys.p256dh and keys.auth must be base64url');
  }
  return { endpoint: endpoint.href, keys: { p256dh, auth } };
}

/** Checks a token against the merchant's provider before it is stored; push.token_invalid otherwise. */
export function checkRegistrationToken(provider: 'web-push' | 'fcm', token: string, allowHttp: boolean): void {
  if (provider === 'web-push') parseWebPushToken(token, allowHttp);
  else if (!FCM_TOKEN.test(token)) throw invalid('not an FCM registration token');
}
