import { afterEach, expect, it } from 'vitest';
import { getMerchantCode } from './merchant.ts';
import { setPref } from './storage/prefs.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

it('uses the stored merchant, else the deployment meta, else DEMO', () => {
  expect(getMerchantCode()).toBe('DEMO');
  document.head.innerHTML = '<meta name="portico-merchant" content="ACME">';
  expect(getMerchantCode()).toBe('ACME');
  setPref('merchant', 'STORED');
  expect(getMerchantCode()).toBe('STORED');
});
