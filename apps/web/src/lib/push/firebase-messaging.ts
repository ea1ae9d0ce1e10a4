import type { FirebaseWebConfig } from '@portico/contract/identity';

const APP_NAME = 'portico';

/**
 * The only module that touches Firebase Cloud Messaging. Imported dynamically after the member
 * granted permission, so members who never allow push (and visitors, and /m/login) never load it.
 * FCM uses our service worker's registration: its push arrives in sw/push.ts like any other.
 */
export async function fcmToken(config: FirebaseWebConfig, vapidKey: string, serviceWorkerRegistration: ServiceWorkerRegistration): Promise<string | null> {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  if (!(await messaging.isSupported())) return null;
  const instance = app.getApps().find((a) => a.name === APP_NAME) ?? app.initializeApp(config, APP_NAME);
  const token = await messaging.getToken(messaging.getMessaging(instance), { vapidKey, serviceWorkerRegistration });
  return token || null;
}
