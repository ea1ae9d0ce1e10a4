import { describe, expect, it } from 'vitest';
import { isPageOrigin, pageOrigins } from '../../src/domains/origins.ts';
import { merchantFile } from '../../src/merchants/schema.ts';
import { demoMerchant } from '../helpers/app.ts';

const merchant = (extra: Record<string, unknown> = {}) =>
  merchantFile.parse({ ...demoMerchant(), domains: ['shop.test', 'old.shop.test', 'localhost'], disabledDomains: ['old.shop.test'], ...extra });
const development = { production: false, port: 8080 };
const production = { production: true, port: 8080 };

describe('page origins (decision 042)', () => {
  it('are the domains in service over https, plus http on the platform port outside production', () => {
    expect(pageOrigins(merchant(), development).sort()).toEqual(
      ['https://shop.test', 'https://localhost', 'http://shop.test:8080', 'http://localhost:8080'].sort(),
    );
    expect(pageOrigins(merchant(), production).sort()).toEqual(['https://localhost', 'https://shop.test']);
  });

  it('take the domain list and extra origins as full origins, and only https ones in production', () => {
    const m = merchant({ domainList: ['https://shop.test:8443', 'http://shop.test:3000'], phishing: { extraOrigins: ['https://staging.example'] } });
    expect(pageOrigins(m, production).sort()).toEqual(['https://shop.test:8443', 'https://staging.example']);
    expect(isPageOrigin(m, development, 'http://shop.test:3000')).toBe(true);
    expect(isPageOrigin(m, production, 'http://shop.test:3000')).toBe(false);
  });

  it('refuse another port, another scheme, a look-alike host and garbage', () => {
    const m = merchant();
    for (const origin of ['https://shop.test:444', 'http://shop.test', 'https://shop.test.evil.test', 'https://old.shop.test', 'null', '', undefined, 'javascript:alert(1)']) {
      expect(isPageOrigin(m, production, origin)).toBe(false);
    }
    expect(isPageOrigin(m, production, 'https://SHOP.test/m/login')).toBe(true);
  });

  it('refuse an extra origin with a path or another scheme in the merchant file', () => {
    for (const extraOrigins of [['https://a.test/m'], ['ftp://a.test'], ['not a url']]) {
      expect(merchantFile.safeParse({ ...demoMerchant(), phishing: { extraOrigins } }).success).toBe(false);
    }
  });
});
