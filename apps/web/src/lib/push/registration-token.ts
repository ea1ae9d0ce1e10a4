import type { PushSettings } from '@portico/contract/system';
import { callNative, canCallNative, pushTokenOf } from '../native/bridge';

/**
 * Where a push registration token comes from (decision 038): the Android wrapper's bridge, the
 * browser's Push API with the platform's VAPID key (Web Push: the token is the subscription's
 * JSON), or Firebase Cloud Messaging (its SDK loaded only here, only after permission).
 */
export interface TokenSource {
  readonly kind: 'native' | 'web-push' | 'fcm';
  /** The token, or null when there is none (no permission, the wrapper said 'failure…', no push support). */
  token(): Promise<string | null>;
}

/** The one service worker's registration (decision 035): never a second worker. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.ready;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function webPushSource(publicKey: string): TokenSource {
  return {
    kind: 'web-push',
    async token() {
      const registration = await workerRegistration();
      if (!registration || !('pushManager' in registration)) return null;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
      const { endpoint, keys } = subscription.toJSON();
      return endpoint && keys?.p256dh && keys.auth ? JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }) : null;
    },
  };
}

function fcmSource(settings: Extract<PushSettings, { provider: 'fcm' }>): TokenSource {
  return {
    kind: 'fcm',
    async token() {
      const registration = await workerRegistration();
      if (!registration) return null;
      const { fcmToken } = await import('./firebase-messaging');
      return fcmToken(settings.firebase, settings.vapidKey, registration);
    },
  };
}

function nativeSource(): TokenSource {
  return {
    kind: 'native',
    async token() {
      const { token } = await callNative('pushToken', {});
      return pushTokenOf(token);
    },
  };
}

/** The source for this page: the wrapper's when it offers push, else the merchant's provider; null when push is off. */
export function tokenSourceFor(settings: PushSettings | undefined): TokenSource | null {
  if (!settings || settings.provider === 'off') return null;
  if (canCallNative('pushToken')) return nativeSource();
  return settings.provider === 'web-push' ? webPushSource(settings.publicKey) : fcmSource(settings);
}
