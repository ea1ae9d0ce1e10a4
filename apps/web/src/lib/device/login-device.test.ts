import { describe, expect, it } from 'vitest';
import { loginDeviceFor, type DeviceEnvironment } from './login-device';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const OLD_IPAD = 'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 Version/12.1 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

const env = (over: Partial<DeviceEnvironment>): DeviceEnvironment => ({
  userAgent: ANDROID,
  platform: 'Linux armv81',
  maxTouchPoints: 5,
  standalone: undefined,
  displayStandalone: false,
  ...over,
});

describe('loginDeviceFor (doc A §3 device)', () => {
  it('is unset in an ordinary browser tab', () => {
    expect(loginDeviceFor(env({}))).toBeUndefined();
    expect(loginDeviceFor(env({ userAgent: IPHONE, platform: 'iPhone', standalone: false }))).toBeUndefined();
  });

  it('is IPAD on an iPad that says so', () => {
    expect(loginDeviceFor(env({ userAgent: OLD_IPAD, platform: 'iPad' }))).toBe('IPAD');
  });

  it('is IPAD on iPadOS reporting itself as a Mac with touch', () => {
    expect(loginDeviceFor(env({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 5 }))).toBe('IPAD');
  });

  it('is unset on a real Mac (no touch)', () => {
    expect(loginDeviceFor(env({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 0 }))).toBeUndefined();
  });

  it('is IPAD even when the iPad runs the site from its home screen', () => {
    expect(loginDeviceFor(env({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 5, standalone: true }))).toBe('IPAD');
  });

  it('is WEBCLIP for an iPhone home-screen web app', () => {
    expect(loginDeviceFor(env({ userAgent: IPHONE, platform: 'iPhone', standalone: true, displayStandalone: true }))).toBe('WEBCLIP');
  });

  it('is PWA for an installed web app elsewhere', () => {
    expect(loginDeviceFor(env({ displayStandalone: true }))).toBe('PWA');
  });
});
