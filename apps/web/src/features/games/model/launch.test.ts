import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { mayLaunch } from './app-only';
import { launchPayload, runLaunch } from './launch';

describe('runLaunch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls only after 150 ms and opens the answer', async () => {
    const call = vi.fn().mockResolvedValue({ gameUrl: 'https://v.example/g' });
    const outcome = runLaunch(call);
    await vi.advanceTimersByTimeAsync(149);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledOnce();
    await expect(outcome).resolves.toEqual({ kind: 'opened', gameUrl: 'https://v.example/g' });
  });

  it('gives up after 10 s without an answer', async () => {
    const outcome = runLaunch(() => new Promise(() => undefined));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(150 + 9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
  });

  it("treats the request layer's time-out and ECONNABORTED as the retry case, other errors as errors", async () => {
    const fail = (e: unknown) => () => Promise.reject(e);
    for (const error of [new ApiError({ kind: 'timeout' }), new ApiError({ kind: 'network', errorCode: 'ECONNABORTED' })]) {
      const outcome = runLaunch(fail(error));
      await vi.advanceTimersByTimeAsync(150);
      await expect(outcome).resolves.toEqual({ kind: 'timeout' });
    }
    const business = new ApiError({ kind: 'business', errorCode: 'game.not_found', message: 'gone' });
    const outcome = runLaunch(fail(business));
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ kind: 'error', error: business });
  });
});

describe('launchPayload', () => {
  const origin = 'https://m.example.com';
  it("builds doc E §7's payload from the page's query, SEA variant by playType", () => {
    const p = launchPayload(new URLSearchParams('code=SEA_TRAD&prize_mode=SEA&playType=SEA&lottoView=lobby&backUrl=/m/game'), 'EN', origin);
    expect(p).toMatchObject({
      lottoArea: 'VN', launchMode: 'LOTT', lottoGameCode: 'SEA_TRAD', lottoPrizeMode: 'SEA', lottoView: 'lobby', hasLobby: true,
      device: 'MOBILE', backUrl: 'https://m.example.com/m/game', language: 'EN', lottoMode: 'SEA_Tradition_Mobile',
    });
  });
  it("accepts a banner's roomId/gameType form and refuses a foreign backUrl", () => {
    const p = launchPayload(new URLSearchParams('roomId=VN_NORTH&nodeId=3&gameType=NORTH&vendor=PLOTTO&backUrl=https://evil.example/m/x'), 'VI', origin);
    expect(p).toMatchObject({ lottoGameCode: 'VN_NORTH', lottoPrizeMode: 'NORTH', backUrl: 'https://m.example.com/m/home', lottoView: 'betting' });
    expect(p).not.toHaveProperty('lottoMode');
  });
  it('names no game without code or roomId', () => {
    expect(launchPayload(new URLSearchParams('prize_mode=X'), 'VI', origin)).toBeNull();
  });
});

describe('mayLaunch (app-only rule)', () => {
  it('needs the native app or a home-screen install only when the merchant says so', () => {
    expect(mayLaunch({ startGameOnlyInApp: false, inNativeApp: false, standalone: false })).toBe(true);
    expect(mayLaunch({ startGameOnlyInApp: true, inNativeApp: false, standalone: false })).toBe(false);
    expect(mayLaunch({ startGameOnlyInApp: true, inNativeApp: true, standalone: false })).toBe(true);
    expect(mayLaunch({ startGameOnlyInApp: true, inNativeApp: false, standalone: true })).toBe(true);
  });
});
