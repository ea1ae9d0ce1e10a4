import { afterEach, describe, expect, it, vi } from 'vitest';
import { callNative, canCallNative, NativeCallError, nativeSupports } from './bridge';

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
