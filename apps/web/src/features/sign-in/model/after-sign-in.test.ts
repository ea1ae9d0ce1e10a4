import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, type AfterSignInInput } from './after-sign-in';

const ALLOWED = 'https://lottery.example.com';

const input = (over: Partial<AfterSignInInput> = {}): AfterSignInInput => ({
  value: { firstTimeLogin: false, passwordExpired: false },
  loginType: 'username',
  password: 'Player#2026',
  forcePasswordChangeOnExpiry: true,
  redirectUrl: null,
  allowList: [ALLOWED],
  token: 'tok-123',
  language: 'EN',
  headerColor: '#0b4fa8',
  title: 'Portico Demo',
  ...over,
});

const redirectTo = (redirectUrl: string, over: Partial<AfterSignInInput> = {}) => destinationAfterSignIn(input({ redirectUrl, ...over }));

describe('destinationAfterSignIn (doc A §4)', () => {
  it('goes home by default', () => {
    expect(destinationAfterSignIn(input())).toEqual({ to: '/home' });
  });

  it('sends a first-time member to change the password, before any redirect', () => {
    expect(destinationAfterSignIn(input({ value: { firstTimeLogin: true, passwordExpired: false }, redirectUrl: ALLOWED }))).toEqual({
      to: '/changePsw',
    });
  });

  it('sends an expired password to change it only when the merchant forces it', () => {
    const expired = { firstTimeLogin: false, passwordExpired: true };
    expect(destinationAfterSignIn(input({ value: expired }))).toEqual({ to: '/changePsw' });
    expect(destinationAfterSignIn(input({ value: expired, forcePasswordChangeOnExpiry: false }))).toEqual({ to: '/home' });
  });

  it('sends the weak default password 123456 to change it, for password sign-in only', () => {
    expect(destinationAfterSignIn(input({ password: '123456' }))).toEqual({ to: '/changePsw' });
    expect(destinationAfterSignIn(input({ password: '123456', loginType: 'sms' }))).toEqual({ to: '/home' });
    expect(destinationAfterSignIn(input({ password: '1234567' }))).toEqual({ to: '/home' });
  });

  it('sends a social sign-in home whatever else holds', () => {
    const value = { firstTimeLogin: true, passwordExpired: true };
    expect(destinationAfterSignIn(input({ loginType: 'firebase', value, password: '123456', redirectUrl: ALLOWED }))).toEqual({ to: '/home' });
  });

  it('goes to an allow-listed redirectUrl with token, language, headerColor, b2c=1 and title, keeping its own query', () => {
    const result = redirectTo('https://lottery.example.com/play/lotto?game=7#top');
    expect('external' in result).toBe(true);
    const url = new URL((result as { external: string }).external);
    expect(url.origin).toBe(ALLOWED);
    expect(url.pathname).toBe('/play/lotto');
    expect(url.hash).toBe('#top');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: '7',
      token: 'tok-123',
      language: 'EN',
      headerColor: '#0b4fa8',
      b2c: '1',
      title: 'Portico Demo',
    });
  });

  it('replaces a token planted in the redirectUrl rather than sending two', () => {
    const url = new URL((redirectTo('https://lottery.example.com/?token=planted') as { external: string }).external);
    expect(url.searchParams.getAll('token')).toEqual(['tok-123']);
  });

  it('matches the origin after parsing (case, default port, trailing slash on the allow-list entry)', () => {
    expect(redirectTo('HTTPS://Lottery.Example.com:443/x')).toHaveProperty('external');
    expect(redirectTo('https://lottery.example.com/x', { allowList: ['https://lottery.example.com/'] })).toHaveProperty('external');
  });

  it.each([
    ['a look-alike host', 'https://lottery.example.com.evil.net/'],
    ['a sub-domain', 'https://a.lottery.example.com/'],
    ['a host that merely ends the same', 'https://evillottery.example.com/'],
    ['user-info pointing elsewhere', 'https://lottery.example.com@evil.net/'],
    ['another port', 'https://lottery.example.com:8443/'],
    ['another scheme', 'http://lottery.example.com/'],
    ['javascript:', 'javascript:alert(document.cookie)//https://lottery.example.com'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/m/game'],
    ['a protocol-relative URL', '//lottery.example.com/'],
    ['garbage', 'not a url'],
  ])('refuses %s: home, and the token goes nowhere', (_name, url) => {
    const result = redirectTo(url);
    expect(result).toEqual({ to: '/home' });
    expect(JSON.stringify(result)).not.toContain('tok-123');
  });

  it('refuses everything when the allow-list is empty or holds a non-http entry', () => {
    expect(redirectTo(ALLOWED, { allowList: [] })).toEqual({ to: '/home' });
    expect(redirectTo('javascript:alert(1)', { allowList: ['javascript:alert(1)'] })).toEqual({ to: '/home' });
  });

  it('returns a visitor the route guard sent away to that page, where it would otherwise go home (decision 024)', () => {
    const returnTo = '/voucherCenter?amount=50';
    expect(destinationAfterSignIn(input({ returnTo }))).toEqual({ to: returnTo });
    expect(destinationAfterSignIn(input({ returnTo, loginType: 'firebase' }))).toEqual({ to: returnTo });
    expect(destinationAfterSignIn(input({ returnTo, value: { firstTimeLogin: true, passwordExpired: false } }))).toEqual({ to: '/changePsw' });
    expect(redirectTo(`${ALLOWED}/play`, { returnTo })).toHaveProperty('external');
  });
});
