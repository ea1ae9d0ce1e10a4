import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../lib/i18n/react';
import type { I18n } from '../../lib/i18n/translator';
import { hideLoading, notice, showLoading, toast } from '../../lib/notify/notify';
import { initEnglish } from '../../test/i18n-en';
import { OverlayHost } from '../../test/overlay-host';
import { NotifyHost } from './NotifyHost';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});

function renderHost() {
  render(
    <I18nProvider i18n={i18n}>
      <NotifyHost />
      <OverlayHost />
    </I18nProvider>,
  );
}

describe('NotifyHost', () => {
  it('shows notices one at a time, each with a confirm button, resolving when confirmed', async () => {
    renderHost();
    let first = false;
    act(() => {
      void notice({ messageKey: 'common.please_login', fallbackKey: 'common.error' }).then(() => (first = true));
      void notice({ errorCode: 'brand.new', message: 'Account frozen', fallbackKey: 'common.error' });
    });
    // The dialog's code comes with the first notice (decision 061).
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Please log in');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(first).toBe(true));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Account frozen');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('translates a known error code rather than showing the platform text', async () => {
    renderHost();
    act(() => void notice({ errorCode: 'login.cred.err', message: 'whatever the server said', fallbackKey: 'common.error' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('The username or password is incorrect.');
  });

  it('shows a toast for its duration, then removes it', () => {
    vi.useFakeTimers();
    renderHost();
    act(() => toast({ messageKey: 'common.network_offline', durationMs: 1500 }));
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    vi.useRealTimers();
  });

  it('shows a loading indicator until it is done, and hides every indicator when an error asks', () => {
    renderHost();
    let done = () => {};
    act(() => {
      done = showLoading();
    });
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    act(() => done());
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      showLoading();
      showLoading();
    });
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    act(() => hideLoading());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
