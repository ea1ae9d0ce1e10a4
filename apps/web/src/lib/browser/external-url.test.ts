import { describe, expect, it } from 'vitest';
import { externalLink, isAllowListed } from './external-url';

const ALLOW = ['https://lottery.example.com'];
const member = { token: 'T0KEN', username: 'player1' };

describe('externalLink', () => {
  it('appends the token and username for an allow-listed origin, keeping the query', () => {
    const url = new URL(externalLink('https://lottery.example.com/play?x=1', ALLOW, member)!);
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('token')).toBe('T0KEN');
    expect(url.searchParams.get('username')).toBe('player1');
  });

  it('gives any other origin the link as written, without the token', () => {
    for (const url of ['https://evil.example.com/x', 'https://lottery.example.com.evil.io/', 'http://lottery.example.com/', 'https://lottery.example.com@evil.io/']) {
      const out = externalLink(url, ALLOW, member);
      expect(out, url).not.toContain('T0KEN');
      expect(out).toBe(new URL(url).href);
    }
  });

  it('refuses anything but http(s)', () => {
    expect(externalLink('javascript:alert(1)', ['javascript:alert(1)'], member)).toBeNull();
    expect(externalLink('/m/home', ALLOW, member)).toBeNull();
    expect(isAllowListed('data:text/html,x', ALLOW)).toBe(false);
  });
});
