import { afterEach, describe, expect, it } from 'vitest';
import { captureClickIds, cookieOf, fbcOf, subdomainIndex } from './click-id-capture';
import { fbpOf, readClickIds } from './click-ids';

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('click ids', () => {
  afterEach(clearCookies);

  it("writes Meta's fbc and fbp formats with the subdomain index of the host", () => {
    expect(subdomainIndex('com')).toBe(0);
    expect(subdomainIndex('example.com')).toBe(1);
    expect(subdomainIndex('m.example.com')).toBe(2);
    expect(fbcOf('IwAR2x', 'm.example.com', 1_700_000_000_000)).toBe('fb.2.1700000000000.IwAR2x');
    expect(fbpOf('example.com', 1_700_000_000_000, 1234567890)).toBe('fb.1.1700000000000.1234567890');
  });

  it('keeps the click ids and tags of the address, and a new fbclid replaces the old one', () => {
    captureClickIds('?fbclid=IwAR1&gclid=Cj0K&ttclid=E.C.P&utm_source=spring&tid=77', 'localhost', 1000);
    expect(cookieOf('_fbc')).toBe('fb.0.1000.IwAR1');
    expect(readClickIds()).toEqual({ fbc: 'fb.0.1000.IwAR1', gclid: 'Cj0K', ttclid: 'E.C.P', utm_source: 'spring', tid: '77' });
    captureClickIds('?fbclid=IwAR1', 'localhost', 2000);
    expect(cookieOf('_fbc')).toBe('fb.0.1000.IwAR1');
    captureClickIds('?fbclid=IwAR9', 'localhost', 3000);
    expect(cookieOf('_fbc')).toBe('fb.0.3000.IwAR9');
    // A later plain visit keeps them.
    captureClickIds('', 'localhost', 4000);
    expect(readClickIds().gclid).toBe('Cj0K');
  });

  it('drops a click id over 500 characters or with unsafe characters, and cuts a long tag to 100', () => {
    captureClickIds(`?gclid=${'a'.repeat(501)}&ttclid=${encodeURIComponent('x;y=z')}&utm_source=${'s'.repeat(300)}`, 'localhost', 1);
    const kept = readClickIds();
    expect(kept.gclid).toBeUndefined();
    expect(kept.ttclid).toBeUndefined();
    expect(kept.utm_source).toBe('s'.repeat(100));
  });
});
