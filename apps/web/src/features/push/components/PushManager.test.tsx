import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ok } from '../../../lib/http/test-support';
import { setSession } from '../../../lib/session/session-store';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import PushManager from './PushManager';

const SUBSCRIPTION = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BNcR', auth: 'tBHI' } };

/**
 * The browser's parts push needs, as a phone browser has them: Notification with the member's
 * answer to the browser prompt, and our worker's registration with its push subscription.
 */
function browserWithPush(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  const registration = { pushManager: { getSubscription: async () => ({ toJSON: () => SUBSCRIPTION }) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  return requestPermission;
}

async function show(paths = {}) {
  const i18n = await initEnglish();
  const settings = demoSettings({ push: { provider: 'web-push', publicKey: 'BPk' } });
  await act(async () => {
    renderWithApp(i18n, <PushManager memberId={7} />, { settings, paths });
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setSession({ id: 7, token: 'member-token', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false });
});
afterEach(() => {
  cleanup();
  restoreApp();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushManager', () => {
  it('asks, and on Allow binds the token and subscribes it to ALL', async () => {
    browserWithPush('granted');
    const sent: { path: string; body: unknown }[] = [];
    const record = (path: string) => (body: unknown) => {
      sent.push({ path, body });
      return ok(null);
    };
    await show({ '/wps/relay/CSP_fcmBind': record('bind'), '/wps/relay/CSP_fcmSubscribe': record('subscribe') });
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications' });
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const registrationToken = JSON.stringify(SUBSCRIPTION);
    expect(sent).toEqual([
      { path: 'bind', body: { registrationToken } },
      { path: 'subscribe', body: { registrationToken, topic: 'ALL' } },
    ]);
    expect(dialog.isConnected).toBe(false);
  });

  it('after a denial shows the notification_request_tips', async () => {
    browserWithPush('denied');
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect((await screen.findByRole('alertdialog', { name: 'Turn on notifications' })).textContent).toContain('Notifications are blocked');
  });

  it('asks once per session: a second page of the same session does not ask', async () => {
    const requestPermission = browserWithPush('granted');
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    cleanup();
    restoreApp();
    browserWithPush('granted');
    await show();
    expect(screen.queryByRole('dialog', { name: 'Turn on notifications' })).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
