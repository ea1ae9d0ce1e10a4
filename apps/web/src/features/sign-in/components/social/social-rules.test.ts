import { describe, expect, it } from 'vitest';
import { REDIRECT_CHANNEL_KEY, rememberRedirect, takeRememberedRedirect } from './redirect-channel';
import { choosePopupOrRedirect, isComingSoon, stripParenthetical } from './social-rules';

const UA = {
  iphone16: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  iphone13: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Mobile/15E148 Safari/604.1',
  iphone12: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipad12: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  winChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  winFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iosWrapper:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PorticoApp/3.0 (ios; uuid=123e4567-e89b-42d3-a456-426614174000; features=socialLogin)',
  androidWrapper: 'Mozilla/5.0 (Linux; U; wv) AppleWebKit/537.36 PorticoApp/3.0 (android; features=autoRegister)',
};

describe('choosePopupOrRedirect (doc A §4)', () => {
  it.each([
    ['iOS 16 Safari', UA.iphone16, 'popup'],
    ['iOS 13 Safari', UA.iphone13, 'popup'],
    ['iOS 17 Chrome', UA.iosChrome, 'popup'],
    ['desktop Safari', UA.macSafari, 'popup'],
    ['desktop Chrome', UA.winChrome, 'popup'],
    ['iOS 12 Safari', UA.iphone12, 'redirect'],
    ['iPad on iOS 12', UA.ipad12, 'redirect'],
    ['Android Chrome', UA.androidChrome, 'redirect'],
    ['desktop Firefox', UA.winFirefox, 'redirect'],
    ["the native wrapper's web view", UA.iosWrapper, 'redirect'],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(choosePopupOrRedirect(userAgent)).toBe(expected);
  });
});

describe('isComingSoon (doc A §5)', () => {
  it('holds for Facebook, Twitter and Line on Android without native sign-in', () => {
    for (const channel of ['facebook', 'twitter', 'line'] as const) {
      expect(isComingSoon(channel, UA.androidChrome, false)).toBe(true);
      expect(isComingSoon(channel, UA.androidWrapper, false)).toBe(true);
      expect(isComingSoon(channel, UA.androidWrapper, true)).toBe(false);
      expect(isComingSoon(channel, UA.iphone16, false)).toBe(false);
      expect(isComingSoon(channel, UA.winChrome, false)).toBe(false);
    }
  });

  it('never holds for Google', () => {
    expect(isComingSoon('google', UA.androidChrome, false)).toBe(false);
  });
});

describe('stripParenthetical (doc A §5)', () => {
  it('drops the parenthetical part of the platform message', () => {
    expect(stripParenthetical('This sign-in is not linked to an account yet (log in to link it, or register).')).toBe(
      'This sign-in is not linked to an account yet.',
    );
    expect(stripParenthetical('Not linked (code 12) to any account (try again)')).toBe('Not linked to any account');
    expect(stripParenthetical('账号未绑定（请登录或注册）。')).toBe('账号未绑定。');
    expect(stripParenthetical('Nothing to strip.')).toBe('Nothing to strip.');
  });
});

describe('the remembered redirect channel', () => {
  it('is read back once, and only when it is a channel', () => {
    rememberRedirect('line');
    expect(takeRememberedRedirect()).toBe('line');
    expect(takeRememberedRedirect()).toBeNull();
    sessionStorage.setItem(REDIRECT_CHANNEL_KEY, 'myspace');
    expect(takeRememberedRedirect()).toBeNull();
  });
});
