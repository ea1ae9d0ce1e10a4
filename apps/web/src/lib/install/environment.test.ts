import { describe, expect, it } from 'vitest';
import { iosVersionOf, isInstalled } from './environment';

const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_26_FROZEN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';

describe('the iOS version of a user agent', () => {
  it('reads the OS part, and Safari 26+ from its Version part because the OS part is frozen', () => {
    expect(iosVersionOf(IPHONE_17)).toEqual({ major: 17, minor: 4 });
    expect(iosVersionOf(IPHONE_26_FROZEN)).toEqual({ major: 26, minor: 0 });
    expect(iosVersionOf(CHROME_IOS)).toEqual({ major: 16, minor: 2 });
  });

  it('tells a desktop-mode iPad from a Mac by its touch points, and is null off iOS', () => {
    expect(iosVersionOf(IPAD_DESKTOP, 5)).toEqual({ major: 17, minor: 1 });
    expect(iosVersionOf(IPAD_DESKTOP, 0)).toBeNull();
    expect(iosVersionOf(PIXEL)).toBeNull();
  });
});

describe('installed', () => {
  it('is the native app or a home-screen web app', () => {
    const app = { platform: 'android' as const, version: '2.5.0', uuid: null, features: new Set<string>() };
    expect(isInstalled({ nativeApp: app, standalone: false, ios: null })).toBe(true);
    expect(isInstalled({ nativeApp: null, standalone: true, ios: null })).toBe(true);
    expect(isInstalled({ nativeApp: null, standalone: false, ios: null })).toBe(false);
  });
});
