import { describe, expect, it } from 'vitest';
import { addPushHandlers } from './push';
import { readPush, safeDeepLink } from './push-messages';

/**
 * The worker's global scope, played by a small object: the test dispatches the events a browser
 * would and sees what the handler shows, tells, focuses and opens. The e2e proves the same handler
 * in Chromium (delivery, getNotifications); a notification click has no DevTools route, so the
 * click path is proven here (decision 038).
 */
function fakeScope(pages: { url: string }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const told: { to: string; message: unknown }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const clients = pages.map((p) => ({ url: p.url, postMessage: (message: unknown) => told.push({ to: p.url, message }), focus: async () => void focused.push(p.url) }));
  const scope = {
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: { matchAll: async () => clients, openWindow: async (url: string) => void opened.push(url) },
  };
  addPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  async function dispatch(type: string, fields: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  const push = (data: string) => dispatch('push', { data: { text: () => data } });
  const click = async (index = shown.length - 1) => {
    let closed = false;
    const { title, options } = shown[index]!;
    await dispatch('notificationclick', { notification: { title, body: options.body, data: options.data, close: () => (closed = true) } });
    return closed;
  };
  return { shown, told, focused, opened, push, click, dispatch };
}

describe('the push handler of the service worker', () => {
  it('shows the platform payload and tells the open pages', async () => {
    const worker = fakeScope([{ url: 'https://demo.example.com/m/home' }]);
    await worker.push(JSON.stringify({ title: 'Weekend bonus', body: 'Claim it', url: '/m/promotions', icon: '/m/icon.png', tag: 'promo' }));
    expect(worker.shown).toEqual([{ title: 'Weekend bonus', options: expect.objectContaining({ body: 'Claim it', icon: '/m/icon.png', tag: 'promo' }) }]);
    expect(worker.told).toEqual([
      { to: 'https://demo.example.com/m/home', message: { type: 'push-received', push: { title: 'Weekend bonus', body: 'Claim it', url: '/m/promotions', tag: 'promo' } } },
    ]);
  });

  it('on click closes the notification, tells the page the deep link and focuses it', async () => {
    const worker = fakeScope([{ url: 'https://demo.example.com/m/home' }]);
    await worker.push(JSON.stringify({ title: 'Draw tonight', body: '8 pm', url: '/m/games?lane=lottery' }));
    expect(await worker.click()).toBe(true);
    expect(worker.told.at(-1)?.message).toEqual({ type: 'push-clicked', push: { title: 'Draw tonight', body: '8 pm', url: '/m/games?lane=lottery' } });
    expect(worker.focused).toEqual(['https://demo.example.com/m/home']);
    expect(worker.opened).toEqual([]);
  });

  it('on click opens the deep link when no page of the app is open', async () => {
    const worker = fakeScope([]);
    await worker.push(JSON.stringify({ title: 'Your withdrawal was paid', body: '', url: '/m/wallet' }));
    await worker.click();
    expect(worker.opened).toEqual(['/m/wallet']);
  });

  it('reads FCM data messages as the same payload', () => {
    const fcm = { data: { title: 'Jackpot', body: 'Growing', url: '/m/games' }, from: '1234', fcmMessageId: 'x' };
    expect(readPush(JSON.stringify(fcm))).toEqual({ title: 'Jackpot', body: 'Growing', url: '/m/games' });
    expect(readPush('plain words')).toEqual({ title: '', body: 'plain words', url: '/m/' });
  });

  it('never opens a link outside the web app', () => {
    for (const bad of ['https://evil.example/m/', '//evil.example/m/', '/wps/relay/x', 'javascript:alert(1)', '/m/../wps/x', 42]) {
      expect(safeDeepLink(bad)).toBe('/m/');
    }
    expect(safeDeepLink('/m/vip#benefits')).toBe('/m/vip#benefits');
  });

  it('tells pages when the browser replaced the subscription', async () => {
    const worker = fakeScope([{ url: 'https://demo.example.com/m/home' }]);
    await worker.dispatch('pushsubscriptionchange', {});
    expect(worker.told.map((t) => t.message)).toEqual([{ type: 'push-subscription-changed' }]);
  });
});
