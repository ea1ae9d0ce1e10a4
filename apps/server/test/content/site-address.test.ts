import { describe, expect, it } from 'vitest';
import { isSitePath, onOrigin, siteOrWebAddress } from '../../src/content/site-address.ts';

describe('a path on this site (decision 055)', () => {
  it('is one slash then no space; another host (//…), a scheme or a space is not', () => {
    expect(['/wps/system/webclip.mobileconfig?merchantCode=DEMO', '/m/login'].every(isSitePath)).toBe(true);
    expect(['//evil.example/x', 'javascript:alert(1)', '/m/a b', 'm/login', ''].some(isSitePath)).toBe(false);
  });

  it('is answered on the request origin; an http(s) address stays as written', () => {
    expect(onOrigin('/m/login', 'https://m.example.com')).toBe('https://m.example.com/m/login');
    expect(onOrigin('https://apps.example.com/x', 'https://m.example.com')).toBe('https://apps.example.com/x');
  });

  it('is what an operator may write beside an http(s) address, and nothing else', () => {
    expect(siteOrWebAddress.safeParse(' /m/login ').data).toBe('/m/login');
    expect(siteOrWebAddress.safeParse('https://apps.example.com/x').success).toBe(true);
    for (const bad of ['//evil.example/x', 'javascript:alert(1)', 'ftp://x.example/y']) expect(siteOrWebAddress.safeParse(bad).success).toBe(false);
  });
});
