import { describe, expect, it } from 'vitest';
import { merchantFile } from '../../src/merchants/schema.ts';
import { phoneOf } from '../../src/sms/phone.ts';
import { demoMerchant } from '../helpers/app.ts';

const demo = merchantFile.parse(demoMerchant());

describe('phoneOf', () => {
  it('joins the dialling code and the number into E.164 digits without the plus', () => {
    expect(phoneOf(demo, '63', '9171234567')).toBe('639171234567');
    expect(phoneOf(demo, '63', '09171234567')).toBe('639171234567');
    expect(phoneOf(demo, '+63', ' 9171234567 ')).toBe('639171234567');
    expect(phoneOf(demo, '66', '812345678')).toBe('66812345678');
  });

  it.each([
    ['44', '7700900123', 'countryDialingCode'],
    ['0', '9171234567', 'countryDialingCode'],
    ['6a', '9171234567', 'countryDialingCode'],
    ['63', '917-123', 'mobileNum'],
    ['63', '917', 'mobileNum'],
    ['63', '0000', 'mobileNum'],
    ['63', '91712345678901', 'mobileNum'], // 16 digits in all
  ])('refuses %s %s (field %s)', (code, number, field) => {
    expect(() => phoneOf(demo, code, number)).toThrow(expect.objectContaining({ errorCode: 'mobile.invalid', options: { fieldErrors: [expect.objectContaining({ field })] } }));
  });
});
