import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { PopupAnnouncement } from '@portico/contract/popup-announcements';
import { ok } from '../../../lib/http/test-support';
import type { I18n } from '../../../lib/i18n/translator';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { stubCarouselGlobals } from '../../../test/embla-stubs';
import { initEnglish } from '../../../test/i18n-en';
import AnnouncementPopups from './AnnouncementPopups';

const popup = (id: number, change: Partial<PopupAnnouncement> = {}): PopupAnnouncement => ({
  id,
  title: `Title ${id}`,
  content: `<p>Body ${id}</p><img src="x" onerror="window.hacked=1">`,
  promotionType: 'GENERAL',
  execution: 'B',
  forceRead: false,
  todayHide: true,
  hash: `h${id}`,
  ...change,
});

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  localStorage.clear();
  stubCarouselGlobals();
  clearSession();
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 10, 10, 20, 0) });
});
afterEach(() => restoreApp());

async function show(popups: unknown[]) {
  await act(async () => {
    renderWithApp(i18n, <AnnouncementPopups />, { settings: demoSettings(), paths: { '/wps/relay/MCSFE_getListPopupAnnouncements': () => ok(popups) } });
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1100);
  });
}

describe('AnnouncementPopups', () => {
  it('shows the visitor popup after its wait, sanitised, and not again once closed', async () => {
    await show([popup(1), popup(2, { execution: 'A' })]);
    const dialog = await screen.findByRole('dialog', { name: 'Title 1' });
    expect(dialog.innerHTML).toContain('Body 1');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(screen.queryByText('Body 2')).toBeNull(); // members only
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('portico.announcements.guest')!)).toEqual({ hashes: ['h1'], show: false, hiddenAt: null });
  });

  it('skips a malformed row and shows the rest', async () => {
    await show([{ id: 'bad', title: 3 }, popup(4)]);
    expect(await screen.findByRole('dialog', { name: 'Title 4' })).toBeTruthy();
  });

  it('with force-read, the close button says Next until the last slide has been shown', async () => {
    await show([popup(1, { forceRead: true }), popup(2), popup(3)]);
    await screen.findByRole('dialog', { name: 'Title 1' });
    const primary = () => screen.getAllByRole('button', { name: /^(Next|Close)$/ }).at(-1)!;
    expect(primary().textContent).toBe('Next');
    fireEvent.click(primary());
    expect(screen.getByRole('dialog', { name: 'Title 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to announcement 2 of 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(primary());
    expect(screen.getByRole('dialog', { name: 'Title 3' })).toBeTruthy();
    expect(primary().textContent).toBe('Close');
    fireEvent.click(primary());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Don\'t show again today" keeps it away until the next local midnight, then it shows again', async () => {
    await show([popup(1)]);
    await screen.findByRole('dialog', { name: 'Title 1' });
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show again today" }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    cleanup();

    vi.setSystemTime(new Date(2026, 10, 10, 23, 59));
    await show([popup(1)]);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    vi.setSystemTime(new Date(2026, 10, 11, 0, 1));
    await show([popup(1)]);
    expect(await screen.findByRole('dialog', { name: 'Title 1' })).toBeTruthy();
  });

  it('a changed announcement shows again after a plain close', async () => {
    await show([popup(1)]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Close' })).at(-1)!);
    cleanup();
    await show([popup(1, { title: 'Title 1, updated', hash: 'h1-v2' })]);
    expect(await screen.findByRole('dialog', { name: 'Title 1, updated' })).toBeTruthy();
  });

  it('shows the member list (execution A) keyed by the member, and F only on first-time login', async () => {
    setSession({ id: 5, customerId: 50, token: 'tok', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: true });
    await show([popup(1, { execution: 'A' }), popup(2, { execution: 'F' }), popup(3)]);
    expect(await screen.findByRole('dialog', { name: 'Title 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to announcement 2 of 2' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(JSON.parse(localStorage.getItem('portico.announcements.50')!).hashes).toEqual(['h1', 'h2']);
  });
});
