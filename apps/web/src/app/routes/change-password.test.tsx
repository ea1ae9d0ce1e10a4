import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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

function renderRoute() {
  const memory = memoryLocation({ path: '/changePsw', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <SiteSettingsContext.Provider value={demoSettings()}>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={memory.hook}>
            <ChangePasswordRoute />
          </Router>
        </QueryClientProvider>
      </SiteSettingsContext.Provider>
    </I18nProvider>,
  );
  return memory;
}

describe('/m/changePsw', () => {
  it('changes the password, clears firstTimeLogin, says so and goes home (replacing history)', async () => {
    setSession({ id: 2, token: 'tok', merchantCode: 'DEMO', userName: 'new1', type: 0, firstTimeLogin: true });
    const events: NotifyEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    callEndpoint.mockResolvedValue(null);
    const memory = renderRoute();
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
});
