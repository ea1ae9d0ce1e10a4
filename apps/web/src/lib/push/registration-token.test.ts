import { afterEach, describe, expect, it } from 'vitest';
import { tokenSourceFor } from './registration-token';

const ANDROID_WRAPPER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const realUserAgent = navigator.userAgent;
type Win = Window & { PorticoNative?: { postMessage(m: string): void }; porticoNativeReply?: (r: unknown) => void };

/** The Android wrapper's bridge, answering the push-token call with `answer`. */
function wrapper(answer: string) {
  const ua = `${ANDROID_WRAPPER} PorticoApp/2.5.0 (android; uuid=0f8fad5b-d9cb-469f-a165-70867728950e; features=push)`;
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  (window as Win).PorticoNative = {
    postMessage: (m: string) => {
      const { id } = JSON.parse(m) as { id: string };
      queueMicrotask(() => (window as Win).porticoNativeReply?.({ id, result: { token: answer } }));
    },
  };
}

afterEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true });
  delete (window as Win).PorticoNative;
});

describe('where the push token comes from', () => {
  it('push off: no source', () => {
    expect(tokenSourceFor({ provider: 'off' })).toBeNull();
    expect(tokenSourceFor(undefined)).toBeNull();
  });

  it('in a browser: the merchant provider', () => {
    expect(tokenSourceFor({ provider: 'web-push', publicKey: 'BPk' })?.kind).toBe('web-push');
  });
});

describe("the native bridge's 'failure' rule", () => {
  it('a token from the wrapper is the token', async () => {
    wrapper('fcm-token-from-android-0123456789');
    const source = tokenSourceFor({ provider: 'web-push', publicKey: 'BPk' });
    expect(source?.kind).toBe('native');
    expect(await source?.token()).toBe('fcm-token-from-android-0123456789');
  });

  it("a value starting with 'failure' (any case) means no token", async () => {
    wrapper('FAILURE: play services missing');
    expect(await tokenSourceFor({ provider: 'web-push', publicKey: 'BPk' })?.token()).toBeNull();
  });
});
