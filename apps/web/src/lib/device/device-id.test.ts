import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeviceIdResolver, cookieSource, nativeUuidSource } from './device-id';
import { DEVICE_COOKIE, isDeviceId, randomUuidV4, readDeviceCookie } from './device-cookie';

const NATIVE = '123e4567-e89b-42d3-a456-426614174000';
const clearCookie = () => {
  document.cookie = `${DEVICE_COOKIE}=; path=/; max-age=0`;
};

afterEach(() => {
  clearCookie();
  vi.unstubAllGlobals();
});

describe('randomUuidV4', () => {
  it('is a 36-character version 4 UUID, different every time', () => {
    const a = randomUuidV4();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).toHaveLength(36);
    expect(randomUuidV4()).not.toBe(a);
  });
});

describe('isDeviceId', () => {
  it('accepts exactly 36 characters only', () => {
    expect(isDeviceId(NATIVE)).toBe(true);
    expect(isDeviceId(NATIVE.slice(1))).toBe(false);
    expect(isDeviceId(`${NATIVE}0`)).toBe(false);
    expect(isDeviceId(null)).toBe(false);
    expect(isDeviceId('x'.repeat(35) + ';')).toBe(false);
  });
});

describe('the login device id', () => {
  it('is created once, kept in a 365-day cookie, and read back on the next visit', async () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    const first = await createDeviceIdResolver([nativeUuidSource, cookieSource])();
    expect(first).toHaveLength(36);
    expect(readDeviceCookie()).toBe(first);
    const written = set.mock.calls.map(([value]) => String(value)).find((v) => v.startsWith(`${DEVICE_COOKIE}=`));
    expect(written).toContain('max-age=31536000');
    expect(written?.toLowerCase()).toContain('samesite=lax');
    // A new page: a fresh resolver finds the cookie instead of inventing another id.
    expect(await createDeviceIdResolver([nativeUuidSource, cookieSource])()).toBe(first);
  });

  it("uses the native wrapper's uuid inside the app, and stores it", async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: `Mozilla/5.0 PorticoApp/2.0 (android; uuid=${NATIVE})` });
    document.cookie = `${DEVICE_COOKIE}=${'a'.repeat(36)}; path=/`;
    expect(await createDeviceIdResolver([nativeUuidSource, cookieSource])()).toBe(NATIVE);
    expect(readDeviceCookie()).toBe(NATIVE);
  });

  it('ignores a cookie of the wrong length', async () => {
    document.cookie = `${DEVICE_COOKIE}=too-short; path=/`;
    const id = await createDeviceIdResolver([cookieSource])();
    expect(id).not.toBe('too-short');
    expect(id).toHaveLength(36);
  });

  it('moves past a source that fails or answers nothing usable (the slot issue 4 fills)', async () => {
    const id = await createDeviceIdResolver([
      () => Promise.reject(new Error('frame blocked')),
      async () => 'short',
      async () => NATIVE,
    ])();
    expect(id).toBe(NATIVE);
  });

  it('answers every caller of one page with the same id', async () => {
    const source = vi.fn(async () => null);
    const resolve = createDeviceIdResolver([source]);
    const [a, b] = await Promise.all([resolve(), resolve()]);
    expect(a).toBe(b);
    expect(source).toHaveBeenCalledTimes(1);
  });
});
