import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fail, ok } from '../../../lib/http/test-support';
import { getSession } from '../../../lib/session/session-store';
import { clearSession, setSession } from '../../../lib/session/session-store';
import type { I18n } from '../../../lib/i18n/translator';
import { renderWithApp, restoreApp, type Answer } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import ChatButton from './ChatButton';

const session = (type: 0 | 1 | 2 | 4) => ({ id: 9, token: `tok-${type}`, merchantCode: 'DEMO', userName: 'p9', type, firstTimeLogin: false });
const settings = demoSettings({ chat: { available: true, vendor: 'LOCAL' } });

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});
afterEach(() => {
  restoreApp();
  clearSession();
});

async function renderButton(paths: Record<string, Answer> = {}) {
  const memory = memoryLocation({ path: '/member/home', record: true });
  const asked: string[] = [];
  const tracked = Object.fromEntries(
    Object.entries(paths).map(([path, answer]) => [path, ((body, request) => (asked.push(path), answer(body, request))) as Answer]),
  );
  let view!: ReturnType<typeof renderWithApp>;
  await act(async () => {
    view = renderWithApp(i18n, <Router hook={memory.hook}><ChatButton /></Router>, { settings, paths: tracked });
  });
  return { memory, asked, notify: view.notify };
}

describe('ChatButton (doc E §4 Chat, §6)', () => {
  it('sends a visitor to sign in, with the way back', async () => {
    const { memory, asked } = await renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with customer service' }));
    await waitFor(() => expect(memory.history).toEqual(['/member/home', '/login']));
    expect(asked).toEqual([]);
  });

  it('tells a restricted member (type 4) no_permissions and never asks for an unread count', async () => {
    setSession(session(4));
    const { asked, notify } = await renderButton({ '/wps/relay/CBS_unreadCount': () => ok({ unReadCount: 3 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with customer service' }));
    await waitFor(() => expect(notify.events.some((e) => e.type === 'notice' && e.payload.messageKey === 'chat.no_permissions')).toBe(true));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });

  it('shows a member\'s unread count on the badge and in the button\'s name', async () => {
    setSession(session(0));
    await renderButton({ '/wps/relay/CBS_unreadCount': () => ok({ unReadCount: 2 }) });
    const button = await screen.findByRole('button', { name: 'Chat with customer service (2 unread)' });
    expect(button.textContent).toContain('2');
  });

  it('shows no badge at zero', async () => {
    setSession(session(1));
    const { asked } = await renderButton({ '/wps/relay/CBS_unreadCount': () => ok({ unReadCount: 0 }) });
    await waitFor(() => expect(asked).toEqual(['/wps/relay/CBS_unreadCount']));
    expect(screen.getByRole('button', { name: 'Chat with customer service' })).toBeTruthy();
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });

  it('a count refused because the session ended says please login, as any member call does', async () => {
    setSession(session(2));
    const { notify } = await renderButton({ '/wps/relay/CBS_unreadCount': () => fail('customer.not.login', 'Please log in.', { status: 401 }) });
    await waitFor(() => expect(notify.notices()).toHaveLength(1));
    expect(getSession()).toBeNull();
  });

  it('a count that fails otherwise shows nothing', async () => {
    setSession(session(0));
    const { asked, notify } = await renderButton({ '/wps/relay/CBS_unreadCount': () => new Response('down', { status: 503 }) });
    await waitFor(() => expect(asked).toEqual(['/wps/relay/CBS_unreadCount']));
    expect(notify.events.filter((e) => e.type === 'notice')).toEqual([]);
  });
});
