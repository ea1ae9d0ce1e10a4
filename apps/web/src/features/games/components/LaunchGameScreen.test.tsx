import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, hangingFetch, ok } from '../../../lib/http/test-support';
import { subscribe, type NoticePayload } from '../../../lib/notify/notify';
import { renderWithApp, restoreApp, type Answer } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import { LaunchGameScreen } from './LaunchGameScreen';

const LAUNCH = '/wps/game/launchGame';
const NATIVE_UA = 'Mozilla/5.0 PorticoApp/2.5.0 (android; uuid=0f8fad5b-d9cb-469f-a165-70867728950e; features=)';

async function show(answer: Answer, settings = demoSettings()) {
  const open = vi.fn();
  const i18n = await initEnglish();
  const seen: Record<string, unknown>[] = [];
  await act(async () => {
    renderWithApp(i18n, <LaunchGameScreen open={open} />, {
      settings,
      paths: {
        [LAUNCH]: (body, request) => {
          seen.push(body);
          return answer(body, request);
        },
        '/wps/relay/WPSCORE_getDownloadSetting': () => ok([{ resourceType: 'Android', url: 'https://dl.example.com/app.apk' }]),
      },
    });
  });
  return { open, seen };
}

beforeEach(() => history.replaceState(null, '', '/m/launchGame?code=VN_NORTH&prize_mode=NORTH&backUrl=/m/game'));
afterEach(() => {
  restoreApp();
  vi.restoreAllMocks();
});

describe('LaunchGameScreen', () => {
  it('sends the doc E payload and opens the game URL', async () => {
    const { open, seen } = await show(() => ok({ gameUrl: 'http://localhost/vendor/local/lottery?ticket=t1' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/vendor/local/lottery?ticket=t1'), { timeout: 4000 });
    expect(seen[0]).toMatchObject({ lottoArea: 'VN', launchMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoPrizeMode: 'NORTH', device: 'MOBILE', backUrl: `${location.origin}/m/game` });
  });

  it('offers a retry after 10 s without an answer, and the retry launches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { open } = await show((_body, request) => {
      calls += 1;
      // A stalled platform: the request hangs until the request layer aborts it.
      return calls === 1 ? hangingFetch()(request) : ok({ gameUrl: 'http://localhost/g2' });
    });
    // The launch goes out after its 150 ms delay (the screen, its strings and the request layer load
    // first, which takes real time on a busy machine); only then does its 10 s time-out start to run.
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 8000, interval: 20 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByText('The game took too long to answer. Please try again.')).toBeTruthy();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/g2'), { timeout: 4000 });
  });

  it("shows the platform's message once, in the alert, and the page says the game did not open", async () => {
    const notices: NoticePayload[] = [];
    const stop = subscribe((event) => {
      if (event.type === 'notice') notices.push(event.payload);
    });
    try {
      const { open } = await show(() => fail('game.not_found', 'This game is no longer available.'));
      expect(await screen.findByText('The game could not be opened.')).toBeTruthy();
      expect(notices).toEqual([{ errorCode: 'game.not_found', message: 'This game is no longer available.', fallbackKey: 'games.launch_failed' }]);
      expect(screen.queryByText('This game is no longer available.')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to games' })).toBeTruthy();
      expect(open).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('asks a browser to download the app when the merchant starts games only in the app, and launches in the app', async () => {
    const appOnly = demoSettings({ features: { ...demoSettings().features, startGameOnlyInApp: true } });
    const first = await show(() => ok({ gameUrl: 'http://localhost/g' }), appOnly);
    expect(await screen.findByText('Download the app for a fuller game experience, install and reopen to play')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Download the app/ })).getAttribute('href')).toBe('https://dl.example.com/app.apk');
    expect(first.seen).toEqual([]);
    restoreApp();
    document.body.innerHTML = '';

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(NATIVE_UA);
    const second = await show(() => ok({ gameUrl: 'http://localhost/g' }), appOnly);
    await vi.waitFor(() => expect(second.open).toHaveBeenCalledWith('http://localhost/g'), { timeout: 4000 });
  });
});
