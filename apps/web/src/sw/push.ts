/// <reference lib="webworker" />
import { readPush, type PushToPage, type ShownPush } from './push-messages';

/** The notification's data: what a click needs after the worker may have been stopped and restarted. */
interface NotificationData {
  portico: ShownPush;
}

async function tellPages(scope: ServiceWorkerGlobalScope, message: PushToPage): Promise<readonly WindowClient[]> {
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
  return pages;
}

async function showPush(scope: ServiceWorkerGlobalScope, raw: string | null): Promise<void> {
  const { icon, ...push } = readPush(raw);
  const data: NotificationData = { portico: push };
  await scope.registration.showNotification(push.title, {
    body: push.body,
    data,
    ...(icon && { icon }),
    ...(push.tag && { tag: push.tag }),
  });
  await tellPages(scope, { type: 'push-received', push });
}

/** Focuses a page of the web app and lets it route to the deep link (no reload); opens one when none is open. */
async function openPush(scope: ServiceWorkerGlobalScope, notification: Notification): Promise<void> {
  const push = (notification.data as Partial<NotificationData> | null)?.portico ?? { title: notification.title, body: notification.body, url: '/m/' };
  const inApp = (await tellPages(scope, { type: 'push-clicked', push })).find((page) => new URL(page.url).pathname.startsWith('/m/'));
  if (inApp) await inApp.focus();
  else await scope.clients.openWindow(push.url);
}

/**
 * Push for the one service worker (decision 038): shows each push (title, body, icon, a deep link
 * inside /m/), opens it on click, and tells open pages both, which put them on the app's bus.
 */
export function addPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    event.waitUntil(showPush(scope, event.data?.text() ?? null));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openPush(scope, event.notification));
  });
  scope.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(tellPages(scope, { type: 'push-subscription-changed' }));
  });
}
