import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissSplash, LAUNCH_SCREEN_DELAY_MS, SPLASH_DELAY_MS, SPLASH_FLAG } from './splash';

type Win = Window & { PorticoNative?: { postMessage(m: string): void } };
const hidden = () => document.documentElement.classList.contains('splash-done');

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  document.documentElement.classList.remove('splash-done');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as Win).PorticoNative;
});

describe('splash screen (doc A §2)', () => {
  it('on the first load of a session: hidden after the delay, then the session flag is set', () => {
    dismissSplash();
    vi.advanceTimersByTime(SPLASH_DELAY_MS - 1);
    expect(hidden()).toBe(false);
    expect(sessionStorage.getItem(SPLASH_FLAG)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(hidden()).toBe(true);
    expect(sessionStorage.getItem(SPLASH_FLAG)).toBe('1');
  });

  it('hidden at once when the session flag says it was already hidden', () => {
    sessionStorage.setItem(SPLASH_FLAG, '1');
    dismissSplash();
    expect(hidden()).toBe(true);
  });

  it('in the native wrapper: tells it to close its launch screen after 500 ms', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14) PorticoApp/3.2 (android; features=launchScreen)' });
    const sent: unknown[] = [];
    (window as Win).PorticoNative = { postMessage: (m) => sent.push(JSON.parse(m)) };
    dismissSplash();
    await vi.advanceTimersByTimeAsync(LAUNCH_SCREEN_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'closeLaunchScreen', params: {} }]));
    expect(LAUNCH_SCREEN_DELAY_MS).toBe(500);
  });

  it('sends nothing to the native side in a plain browser', async () => {
    const sent: unknown[] = [];
    (window as Win).PorticoNative = { postMessage: (m) => sent.push(m) };
    dismissSplash();
    await vi.advanceTimersByTimeAsync(LAUNCH_SCREEN_DELAY_MS * 2);
    expect(sent).toEqual([]);
  });
});
