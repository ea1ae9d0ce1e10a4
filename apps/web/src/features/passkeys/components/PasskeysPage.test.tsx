import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ok } from '../../../lib/http/test-support';
import { clearSession, setSession } from '../../../lib/session/session-store';
import type { I18n } from '../../../lib/i18n/translator';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import { PasskeysPage } from './PasskeysPage';

const PHONE = { id: 4, name: 'Phone', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null };

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'p7', type: 0, firstTimeLogin: false });
});
afterEach(() => {
  restoreApp();
  clearSession();
});

async function renderPage(paths: Parameters<typeof renderWithApp>[2]['paths'] = {}) {
  let listed = [PHONE];
  const sent: Record<string, unknown>[] = [];
  await act(async () => {
    renderWithApp(
      i18n,
      <Router hook={memoryLocation({ path: '/member/passkeys' }).hook}>
        <PasskeysPage />
      </Router>,
      {
        settings: demoSettings(),
        paths: {
          '/wps/member/passkeys': () => ok({ passkeys: listed }),
          '/wps/member/passkeys/rename': (body) => (sent.push(body), (listed = [{ ...PHONE, name: String(body.name) }]), ok(listed[0])),
          '/wps/member/passkeys/remove': (body) => (sent.push(body), (listed = []), ok({ id: body.id })),
          ...paths,
        },
      },
    );
  });
  await screen.findByRole('heading', { name: 'Phone' });
  return sent;
}

describe('PasskeysPage (decision 042)', () => {
  it('lists a passkey with when it was added and that it was never used', async () => {
    await renderPage();
    expect(screen.getByText('Added Nov 1, 2026')).toBeTruthy();
    expect(screen.getByText('Not used yet')).toBeTruthy();
  });

  it('refuses a blank name on its field without asking the platform, then renames', async () => {
    const sent = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Phone' }));
    const field = screen.getByLabelText('Passkey name');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the passkey a name.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: 'Tablet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Tablet' })).toBeTruthy();
    expect(sent).toEqual([{ id: 4, name: 'Tablet' }]);
    expect(screen.getByRole('status').textContent).toBe('Passkey renamed.');
  });

  it('removes only after the confirmation', async () => {
    const sent = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Phone' }));
    expect(screen.getByText('Remove Phone? You can still sign in with your password.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.getByText('You have no passkeys yet.')).toBeTruthy());
    expect(sent).toEqual([{ id: 4 }]);
  });
});
