import { describe, expect, it } from 'vitest';
import { initialDialingCode, pickerShown, type PickerConditions } from './dialing-code';

const info = {
  countryCode: 'PH',
  countryDialingCode: '63',
  countries: [
    { countryCode: 'PH', countryDialingCode: '63' },
    { countryCode: 'TH', countryDialingCode: '66' },
  ],
};
const base: PickerConditions = { info, whitelabel: {}, phoneVerification: false };

describe('pickerShown (doc A §2)', () => {
  it('needs one of: forced, UPDATEMOBILEICC3, phone verification', () => {
    expect(pickerShown(base)).toBe(false);
    expect(pickerShown({ ...base, whitelabel: { UPDATEMOBILEICC3: false } })).toBe(false);
    expect(pickerShown({ ...base, forced: true })).toBe(true);
    expect(pickerShown({ ...base, whitelabel: { UPDATEMOBILEICC3: true } })).toBe(true);
    expect(pickerShown({ ...base, phoneVerification: true })).toBe(true);
  });

  it('is hidden without a known country and code, or with an empty list, whatever the flags', () => {
    const on = { ...base, forced: true, phoneVerification: true, whitelabel: { UPDATEMOBILEICC3: true } };
    expect(pickerShown({ ...on, info: undefined })).toBe(false);
    expect(pickerShown({ ...on, info: { ...info, countryCode: '' } })).toBe(false);
    expect(pickerShown({ ...on, info: { ...info, countryDialingCode: '' } })).toBe(false);
    expect(pickerShown({ ...on, info: { ...info, countries: [] } })).toBe(false);
  });
});

describe('initialDialingCode', () => {
  it('applies the default in the picker only when it is one of the list', () => {
    expect(initialDialingCode(info, true)).toBe('63');
    expect(initialDialingCode({ ...info, countryDialingCode: '1' }, true)).toBe('');
  });

  it('uses the default as it is when there is no picker, and nothing before the list loads', () => {
    expect(initialDialingCode({ ...info, countryDialingCode: '1' }, false)).toBe('1');
    expect(initialDialingCode(undefined, true)).toBe('');
  });

  it("starts on the visitor's own country when the merchant lists it (decision 058), else on the default", () => {
    expect(initialDialingCode(info, true, '66')).toBe('66');
    expect(initialDialingCode(info, true, '1')).toBe('63');
    expect(initialDialingCode(info, true, null)).toBe('63');
    expect(initialDialingCode({ ...info, countryDialingCode: '1' }, true, '66')).toBe('66');
    expect(initialDialingCode(info, false, '66')).toBe('63');
  });
});
