import { afterEach, describe, expect, it, vi } from 'vitest';
import { callNative, canCallNative, isNativeFailureText, NativeCallError, nativeSupports, pushTokenOf, signalNative } from './bridge';

const WRAPPER_UA = 'Mozilla/5.0 (Linux; Android 14) PorticoApp/3.1 (android; uuid=123e4567-e89b-42d3-a456-426614174000; features=socialLogin,autoRegister)';
const OLD_WRAPPER_UA = 'Mozilla/5.0 (Linux; Android 14) PorticoApp/2.0 (android; uuid=123e4567-e89b-42d3-a456-426614174000)';

type Win = Window & { PorticoNative?: unknown; porticoNativeReply?: (reply: unknown) => void };

function inWrapper(userAgent: string) {
  vi.stubGlobal('navigator', { ...navigator, userAgent });
  const sent: { id: string; method: string; params: unknown }[] = [];
  (window as Win).PorticoNative = { postMessage: (m: string) => sent.push(JSON.parse(m)) };
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as Win).PorticoNative;
});

describe('native bridge', () => {
  it('reads the features a wrapper lists, and none in a browser', () => {
    expect(nativeSupports('autoRegister')).toBe(false);
    expect(canCallNative('socialSignIn')).toBe(false);
    inWrapper(WRAPPER_UA);
    expect(nativeSupports('autoRegister')).toBe(true);
    expect(canCallNative('socialSignIn')).toBe(true);
  });

  it('posts a call and resolves with the reply of the same id', async () => {
    const sent = inWrapper(WRAPPER_UA);
    const call = callNative('socialSignIn', { channel: 'facebook' });
    expect(sent).toEqual([{ id: expect.any(String), method: 'socialSignIn', params: { channel: 'facebook' } }]);
    const reply = (window as Win).porticoNativeReply;
    reply?.({ id: 'someone-else', result: { idToken: 'no' } });
    reply?.({ id: sent[0]?.id, result: { idToken: 'fb.jwt' } });
    await expect(call).resolves.toEqual({ idToken: 'fb.jwt' });
  });

  it("rejects with the wrapper's Failure text", async () => {
    const sent = inWrapper(WRAPPER_UA);
    const call = callNative('socialSignIn', { channel: 'line' });
    (window as Win).porticoNativeReply?.({ id: sent[0]?.id, error: 'Failure: LINE app not installed' });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NativeCallError);
    expect((error as Error).message).toBe('Failure: LINE app not installed');
  });

  it('never asks a wrapper that does not list the feature', async () => {
    const sent = inWrapper(OLD_WRAPPER_UA);
    expect(canCallNative('socialSignIn')).toBe(false);
    await expect(callNative('socialSignIn', { channel: 'line' })).rejects.toBeInstanceOf(NativeCallError);
    expect(sent).toEqual([]);
  });
});

describe('one-way signals and push tokens', () => {
  const LAUNCH_UA = 'Mozilla/5.0 (iPhone) PorticoApp/3.2 (ios; features=launchScreen,push)';

  it('signals closeLaunchScreen to a wrapper that lists launchScreen, without an id to answer', () => {
    const sent = inWrapper(LAUNCH_UA);
    expect(signalNative('closeLaunchScreen', {})).toBe(true);
    expect(sent).toEqual([{ method: 'closeLaunchScreen', params: {} }]);
  });

  it('sends no signal in a browser or to a wrapper without the feature', () => {
    expect(signalNative('closeLaunchScreen', {})).toBe(false);
    const sent = inWrapper(WRAPPER_UA);
    expect(signalNative('closeLaunchScreen', {})).toBe(false);
    expect(sent).toEqual([]);
  });

  it('reaches the iOS message handler too', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: LAUNCH_UA });
    const posted: string[] = [];
    const win = window as Win & { webkit?: unknown };
    win.webkit = { messageHandlers: { portico: { postMessage: (m: string) => posted.push(m) } } };
    try {
      expect(signalNative('closeLaunchScreen', {})).toBe(true);
      expect(posted.map((m) => JSON.parse(m))).toEqual([{ method: 'closeLaunchScreen', params: {} }]);
    } finally {
      delete win.webkit;
    }
  });

  it('asks for the push token and reads a failure text as no token (doc E §3)', async () => {
    const sent = inWrapper(LAUNCH_UA);
    const call = callNative('pushToken', {});
    (window as Win).porticoNativeReply?.({ id: sent[0]?.id, result: { token: 'Failure: no Google Play services' } });
    expect(pushTokenOf((await call).token)).toBeNull();
    expect(pushTokenOf(' fcm-token-1 ')).toBe('fcm-token-1');
    expect(pushTokenOf('')).toBeNull();
    expect(pushTokenOf(null)).toBeNull();
  });

  it('knows a Failure text whatever its case, and nothing else', () => {
    expect(isNativeFailureText('Failure: x')).toBe(true);
    expect(isNativeFailureText('failure')).toBe(true);
    expect(isNativeFailureText('Success, no failure')).toBe(false);
    expect(isNativeFailureText(42)).toBe(false);
  });
});
