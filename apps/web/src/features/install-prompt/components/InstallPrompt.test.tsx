import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import { events, type AppEvents } from '../../../lib/events/app-events';
import { ok } from '../../../lib/http/test-support';
import type { I18n } from '../../../lib/i18n/translator';
import { clearSession } from '../../../lib/session/session-store';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import { configWith } from '../model/test-fixtures';
import InstallPrompt from './InstallPrompt';

let i18n: I18n;
const funnel: AppEvents['install-funnel'][] = [];
let off = () => {};
beforeEach(async () => {
  i18n = await initEnglish();
  sessionStorage.clear();
  localStorage.clear();
  clearSession();
  funnel.length = 0;
  off = events.on('install-funnel', (e) => funnel.push(e));
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  off();
  delete (window as unknown as { __installEvent?: unknown }).__installEvent;
  restoreApp();
});

/** Chromium's install event as index.html's script keeps it, with the person's answer. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  (window as unknown as { __installEvent: unknown }).__installEvent = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  return prompt;
}

async function show(config: InstallPromptConfig) {
  const view = await act(async () =>
    renderWithApp(i18n, <InstallPrompt arrivals={[]} />, {
      settings: demoSettings(),
      paths: {
        '/wps/relay/MCSFE_getInstallPromptConfig': () => ok(config),
        '/wps/relay/WPSCORE_getDownloadSetting': () => ok([{ resourceType: 'Android', url: 'https://cdn.example.com/app.apk' }]),
      },
    }),
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
  return view;
}

const appOpen = { app_open: { enabled: true } };

describe('install prompt on screen (decision 036)', () => {
  it('the modal installs through the browser, says it is installing and reports the funnel', async () => {
    const prompt = offerInstall('accepted');
    const { notify } = await show(configWith({ triggers: appOpen, message: { enabled: true, value: 'Get the Portico app' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the Portico app' });
    expect(dialog).toBeTruthy();
    // The download link comes with the download settings' answer (its schema loads with the call: decision 047).
    expect((await screen.findByRole('link', { name: 'Download the app' })).getAttribute('href')).toBe('https://cdn.example.com/app.apk');
    fireEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(notify.toasts().map((t) => t.message)).toEqual(['Installing… the app will appear on your home screen.']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(funnel.map((e) => e.step)).toEqual(['shown', 'accepted']);
  });

  it('the banner is not modal, closes with its button, and counts the close', async () => {
    offerInstall('accepted');
    await show(configWith({ triggers: appOpen, bottom_app_bar_mode: { enabled: true } }));
    const banner = await screen.findByRole('region', { name: 'Install our app' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.paddingBottom).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(banner.isConnected).toBe(false);
    expect(sessionStorage.getItem('MC_INSTALL_PROMPT_CLOSE_COUNT')).toBe('1');
    expect(funnel.map((e) => [e.step, e.look])).toEqual([
      ['shown', 'banner'],
      ['dismissed', 'banner'],
    ]);
  });

  it('a browser "not now" in its own dialog counts as a close', async () => {
    offerInstall('dismissed');
    await show(configWith({ triggers: appOpen }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(sessionStorage.getItem('MC_INSTALL_PROMPT_SKIP')).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing on Android when no install event came within 20 × 150 ms', async () => {
    await show(configWith({ triggers: appOpen }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3200);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(funnel).toEqual([]);
  });
});
