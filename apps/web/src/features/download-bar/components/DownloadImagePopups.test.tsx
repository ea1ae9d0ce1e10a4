import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_APP_LAYER } from '@portico/contract/install';
import { ok } from '../../../lib/http/test-support';
import type { I18n } from '../../../lib/i18n/translator';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import DownloadImagePopups from './DownloadImagePopups';

const banner = (id: number, groupName: string, imageUrl: string) => ({
  id, linkageType: 'URL', linkage: 'https://apps.example.com/a', roomId: null, nodeId: null, gameType: null, vendor: null,
  groupName, url: null, imageUrl, imageAlt: `Popup ${id}`,
});
const GROUPS: Record<string, unknown[]> = {
  m_popup1: [banner(1, 'm_popup1', '/m/banners/one.png')],
  m_popup2: [banner(2, 'm_popup2', '/m/banners/two.png')],
};

let i18n: I18n;
let asked: string[];
beforeEach(async () => {
  i18n = await initEnglish();
  localStorage.clear();
  sessionStorage.clear();
  asked = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => restoreApp());

async function mount(seconds?: number) {
  const settings = { ...demoSettings(), appLayer: { ...DEFAULT_APP_LAYER, ...(seconds === undefined ? {} : { downloadPopupSeconds: seconds }) } };
  await act(async () => {
    renderWithApp(i18n, <DownloadImagePopups />, {
      settings,
      paths: {
        '/wps/relay/MCSFE_getListBanners': (_body, request) => {
          const group = new URL(request.url, 'http://x').searchParams.get('groupName') ?? '';
          asked.push(group);
          return ok(GROUPS[group] ?? []);
        },
      },
    });
  });
}
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('DownloadImagePopups (doc E §4)', () => {
  it('asks for nothing and shows nothing before the operator’s wait, then m_popup1 and m_popup2 in turn', async () => {
    await mount(5);
    await advance(4900);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(200);
    expect(await screen.findByRole('img', { name: 'Popup 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(300);
    expect(await screen.findByRole('img', { name: 'Popup 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Save image' }));
    await advance(300);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('downloadImagePopup')).toBe('0');
    expect(JSON.parse(localStorage.getItem('portico.downloadPopups.seen') ?? '[]')).toEqual(['one.png', 'two.png']);
  });

  it('waits 20 s when the merchant sets no timer', async () => {
    await mount();
    await advance(19_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_100);
    expect(await screen.findByRole('img', { name: 'Popup 1' })).toBeTruthy();
  });

  it('stays away for the visit once closed, and never shows an image already remembered', async () => {
    sessionStorage.setItem('downloadImagePopup', '0');
    await mount(1);
    await advance(5_000);
    expect(asked).toEqual([]);
    restoreApp();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    sessionStorage.clear();
    localStorage.setItem('portico.downloadPopups.seen', JSON.stringify(['one.png']));
    await mount(1);
    await advance(1_100);
    await advance(300);
    expect(await screen.findByRole('img', { name: 'Popup 2' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Popup 1' })).toBeNull();
  });
});
