import { describe, expect, it } from 'vitest';
import { joinPhone } from '@portico/contract/verification';
import { splitE164 } from './phone-number';

describe('splitE164', () => {
  it.each([
    ['+639171234567', '63', '9171234567'],
    ['+14155550123', '1', '4155550123'],
    ['+79161234567', '7', '9161234567'],
    ['+5511987654321', '55', '11987654321'],
    ['+85291234567', '852', '91234567'],
    ['+971501234567', '971', '501234567'],
    ['+3512123456789', '351', '2123456789'],
  ])('%s → %s + %s', (phone, countryDialingCode, mobileNum) => {
    expect(splitE164(phone)).toEqual({ countryDialingCode, mobileNum });
  });

  it('is the inverse of the contract joinPhone for the merchant dialling codes', () => {
    for (const code of ['63', '66', '84', '55', '91']) {
      expect(splitE164(joinPhone(code, '09171234567'))).toEqual({ countryDialingCode: code, mobileNum: '9171234567' });
    }
  });

  it('rejects what is not an E.164 number', () => {
    for (const bad of ['639171234567', '+0123456789', '+63', '+63 917 123', '+1234567890123456', '']) {
      expect(splitE164(bad)).toBeNull();
    }
  });
});
