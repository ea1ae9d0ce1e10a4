import { beforeEach, describe, expect, it } from 'vitest';
import type { I18n } from '../../../../lib/i18n/translator';
import { initEnglish } from '../../../../test/i18n-en';
import { identityErrorLines } from './identity-error-text';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});

const lines = (error: { code: string; reason?: string }, prefixes = ['sms.error.']) =>
  identityErrorLines(error, prefixes, { t: (k, v) => i18n.t(k, v), exists: (k) => i18n.exists(k) });

describe('identityErrorLines (doc A §8 phone-verification error)', () => {
  it('is the translated text, then the code', () => {
    expect(lines({ code: 'auth/invalid-verification-code' })).toEqual(['The verification code is incorrect.', 'Code: auth/invalid-verification-code']);
  });

  it('adds the reason when the provider gave one', () => {
    expect(lines({ code: 'auth/invalid-phone-number', reason: 'TOO_SHORT' })).toEqual([
      'This mobile number is not valid.',
      'Code: auth/invalid-phone-number',
      'Reason: TOO_SHORT',
    ]);
  });

  it("falls back to auth/unknown's text for a code without one, still naming the code", () => {
    expect(lines({ code: 'auth/quota-exceeded' })).toEqual([
      'The verification could not be completed. Please try again.',
      'Code: auth/quota-exceeded',
    ]);
  });

  it('looks the code up under each prefix in turn', () => {
    expect(lines({ code: 'auth/popup-blocked' }, ['social.error.', 'sms.error.'])[0]).toContain('blocked the sign-in window');
    expect(lines({ code: 'auth/too-many-requests' }, ['social.error.', 'sms.error.'])[0]).toBe(
      'Too many attempts. Please wait a while and try again.',
    );
  });
});
