import { describe, expect, it } from 'vitest';
import { UA } from '../../test/user-agents';
import { browserOf, chromeIntentUrl } from './browser';

describe('browserOf (decision 036)', () => {
  it.each([
    ['safari17', 'ios', 'safari', null, 17],
    ['safari26', 'ios', 'safari', null, 26],
    ['chromeIos17', 'ios', 'chrome', null, 17],
    ['edgeIos', 'ios', 'edge', null, 17],
    ['firefoxIos', 'ios', 'firefox', null, 17],
    ['chromeAndroid', 'android', 'chrome', null, null],
    ['samsungAndroid', 'android', 'samsung', null, null],
    ['desktopChrome', 'other', 'chrome', null, null],
  ] as const)('%s: %s %s', (name, os, browser, inApp, iosMajor) => {
    const info = browserOf(UA[name]);
    expect(info).toMatchObject({ os, browser, inApp });
    expect(info.ios?.major ?? null).toBe(iosMajor);
  });

  it.each([
    ['facebookIos', 'facebook'],
    ['facebookAndroid', 'facebook'],
    ['messengerIos', 'messenger'],
    ['instagramIos', 'instagram'],
    ['instagramAndroid', 'instagram'],
    ['tiktokAndroid', 'tiktok'],
    ['tiktokIos', 'tiktok'],
    ['lineIos', 'line'],
    ['wechatIos', 'wechat'],
    ['snapchatIos', 'snapchat'],
    ['telegramAndroid', 'telegram'],
    ['androidWebView', 'webview'],
  ] as const)('%s is an in-app browser (%s): installing is impossible there', (name, inApp) => {
    expect(browserOf(UA[name]).inApp).toBe(inApp);
  });

  it('opens the same address in Chrome on Android, falling back to it', () => {
    expect(chromeIntentUrl('https://m.example.com/m/home?r=AB')).toBe(
      'intent://m.example.com/m/home?r=AB#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fm.example.com%2Fm%2Fhome%3Fr%3DAB;end',
    );
  });
});
