import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_APP_LAYER, type AppLayerSettings } from '@portico/contract/install';
import { ok } from '../../../lib/http/test-support';
import type { I18n } from '../../../lib/i18n/translator';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import DownloadBar from './DownloadBar';

const RESOURCES = [
  { resourceType: 'Android', url: 'https://downloads.example.com/app.apk' },
  { resourceType: 'AppDownloadIcon', url: 'https://downloads.example.com/icon.png' },
];
const promotions = (appDownload: boolean) => ({
  APP_DOWNLOAD: { enabled: appDownload, count: appDownload ? 1 : 0 },
  REFERRAL: { enabled: false, count: 0 },
  REFERRAL_PERSONAL: { enabled: false, count: 0 },
  promotions: [],
});

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  sessionStorage.clear();
  clearSession();
});
afterEach(() => {
  restoreApp();
  vi.restoreAllMocks();
});

async function mount({ gift = false, bar = {} }: { gift?: boolean; bar?: Partial<AppLayerSettings['downloadBar']> } = {}) {
  const settings = demoSettings({
    whitelabel: { REWCEN3: true },
    appLayer: { ...DEFAULT_APP_LAYER, downloadBar: { ...DEFAULT_APP_LAYER.downloadBar, ...bar } },
  });
  await act(async () => {
    renderWithApp(i18n, <DownloadBar />, {
      settings,
      paths: {
        '/wps/relay/WPSCORE_getDownloadSetting': () => ok(RESOURCES),
        '/wps/relay/MCSFE_getMerchantAvailablePromotions': () => ok(promotions(gift)),
      },
    });
  });
}
const region = () => screen.findByRole('complementary', { name: 'Get the Portico Demo app' });

describe('DownloadBar', () => {
  it('shows the platform-rendered app icon (never the operator’s download host), the grade and the gift', async () => {
    await mount({ gift: true });
    const bar = await region();
    expect(bar.querySelector('img')?.getAttribute('src')).toBe('/wps/system/app-images/icon-192.png?merchantCode=DEMO');
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'App download bonus available' })).toBeTruthy();
  });

  it('has no gift without an APP_DOWNLOAD promotion, and hides for the session when dismissed', async () => {
    await mount();
    await region();
    expect(screen.queryByRole('img', { name: 'App download bonus available' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the download bar' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(sessionStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it('with login required, waits for a member', async () => {
    setSession({ id: 5, customerId: 50, token: 'tok', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false });
    await mount({ bar: { loginRequired: true } });
    expect(await region()).toBeTruthy();
  });

  it('inside the native app: never shown, and remembered for the session', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 PorticoApp/2.5.0 (android; uuid=0f8fad5b-d9cb-469f-a165-70867728950e)');
    await mount();
    await waitFor(() => expect(sessionStorage.getItem('hideDownloadBar')).toBe('1'));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
