import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../lib/i18n/react';
import type { I18n } from '../../lib/i18n/translator';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteSettingsContext } from '../../lib/site/site-settings';
import { getSession, setSession } from '../../lib/session/session-store';
import { subscribe, type NotifyEvent } from '../../lib/notify/notify';
import { initEnglish } from '../../test/i18n-en';
import { demoSettings } from '../../test/demo-settings';
import ChangePasswordRoute from './change-password';

const callEndpoint = vi.fn();
vi.mock('../../lib/http/call-endpoint', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  callEndpoint.mockReset();
});

// Inside act(): the member's own change suspends on its feature strings, and act() flushes the retry.
async function renderRoute(state: unknown = null) {
  history.replaceState(state, '');
  const memory = memoryLocation({ path: '/changePsw', record: true });
  await act(async () => render(
    <I18nProvider i18n={i18n}>
      <SiteSettingsContext.Provider value={demoSettings()}>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={memory.hook}>
            <Suspense fallback={null}>
              <ChangePasswordRoute />
            </Suspense>
          </Router>
        </QueryClientProvider>
      </SiteSettingsContext.Provider>
    </I18nProvider>,
  ));
  return memory;
}

describe('/m/changePsw', () => {
  it('changes the password, clears firstTimeLogin, says so and goes home (replacing history)', async () => {
    setSession({ id: 2, token: 'tok', merchantCode: 'DEMO', userName: 'new1', type: 0, firstTimeLogin: true });
    const events: NotifyEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    callEndpoint.mockResolvedValue(null);
    const memory = await renderRoute();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(document.title).toBe('Change password · Portico Demo');
    await userEvent.type(screen.getByLabelText('Current password'), 'Player#2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Brand9new');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Brand9new');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(memory.history).toEqual(['/home']));
    expect(getSession()?.firstTimeLogin).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: 'notice', payload: expect.objectContaining({ messageKey: 'change_password.done' }) }));
    stop();
  });

  it('sent by the sign-in (an expired password): the forced wording and no way back', async () => {
    setSession({ id: 3, token: 'tok', merchantCode: 'DEMO', userName: 'old1', type: 0, firstTimeLogin: false });
    await renderRoute({ passwordChange: 'required' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('For your security, set a new password before you continue.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("a member's own change: its own wording, a confirmation and a way back to where it was opened", async () => {
    setSession({ id: 2, token: 'tok', merchantCode: 'DEMO', userName: 'player9', type: 0, firstTimeLogin: false });
    callEndpoint.mockResolvedValue(null);
    const memory = await renderRoute({ back: '/member/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    expect(screen.queryByText('For your security, set a new password before you continue.')).toBeNull();
    expect(screen.getByText('Enter your current password, then choose a new one.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Current password'), 'Player#2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Brand9new');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Brand9new');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const done = await screen.findByRole('heading', { level: 2, name: 'Password changed' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByRole('status').textContent).toMatch(/^Your password was changed\./);
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/member/home');
    expect(memory.history).toEqual(['/changePsw']);
  });

  it('opened directly: done leads to the member centre; a foreign back path is not followed', async () => {
    setSession({ id: 2, token: 'tok', merchantCode: 'DEMO', userName: 'player9', type: 0, firstTimeLogin: false });
    callEndpoint.mockResolvedValue(null);
    await renderRoute({ back: '//evil.example/x' });
    await userEvent.type(await screen.findByLabelText('Current password'), 'Player#2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Brand9new');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Brand9new');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('link', { name: 'Done' })).getAttribute('href')).toBe('/member/home');
  });
});
