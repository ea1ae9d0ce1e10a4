import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { availableMethods, checkMobile, readAnswer } from './methods';
import { placeRefusal } from './refusals';

describe('availableMethods (doc A §2: payeeName, sms, ga, email; only the flagged ones)', () => {
  it('keeps the spec order whatever the flags object order', () => {
    expect(availableMethods({ email: true, ga: true, sms: true, payeeName: true })).toEqual(['payeeName', 'sms', 'ga', 'email']);
    expect(availableMethods({ email: true, ga: false, sms: true, payeeName: false })).toEqual(['sms', 'email']);
    expect(availableMethods({ email: false, ga: false, sms: false, payeeName: false })).toEqual([]);
  });
});

describe('readAnswer (doc A §5)', () => {
  it('trims, and maps each method to its letter and field', () => {
    expect(readAnswer('payeeName', { payeeName: ' Juan Dela Cruz ' })).toEqual({ answer: { method: 'P', payeeName: 'Juan Dela Cruz' } });
    expect(readAnswer('email', { email: '\tann@example.com\n' })).toEqual({ answer: { method: 'E', email: 'ann@example.com' } });
    expect(readAnswer('ga', { authCode: ' 123 456 ' })).toEqual({ answer: { method: 'G', authCode: '123456' } });
    expect(readAnswer('sms', { mobileNum: '917-123 4567', verificationCode: ' 42 ' })).toEqual({
      answer: { method: 'S', mobileNum: '9171234567', verificationCode: '42' },
    });
  });

  it('names every missing field and the first one to focus', () => {
    expect(readAnswer('sms', { mobileNum: ' ', verificationCode: '' })).toEqual({
      errors: { mobileNum: 'twofa.mobile_required', verificationCode: 'twofa.sms_code_required' },
      first: 'mobileNum',
    });
    expect(readAnswer('sms', { mobileNum: '9171234567' })).toEqual({ errors: { verificationCode: 'twofa.sms_code_required' }, first: 'verificationCode' });
    expect(readAnswer('ga', { authCode: '12345' })).toEqual({ errors: { authCode: 'twofa.auth_code_invalid' }, first: 'authCode' });
  });

  it('checkMobile: a number is needed to send a code, 4 to 15 digits', () => {
    expect(checkMobile(undefined).error).toBe('twofa.mobile_required');
    expect(checkMobile(' 917 ').error).toBe('twofa.mobile_invalid');
    expect(checkMobile('+639171234567').error).toBe('twofa.mobile_invalid');
    expect(checkMobile(' 0917 123 4567 ')).toEqual({ mobileNum: '09171234567', error: null });
  });
});

describe('refusals', () => {
  const business = (errorCode: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({ kind: 'business', errorCode, message: 'm', ...extra });

  it('placeRefusal: a wrong answer on the answer field, field errors on theirs, the rest on the form', () => {
    expect(placeRefusal('ga', business('login.verify.failed'))).toEqual({
      kind: 'fields',
      fields: { authCode: { errorCode: 'login.verify.failed', message: 'm', fallbackKey: 'common.error' } },
      rest: null,
    });
    expect(placeRefusal('sms', business('verification.code.expired'))).toMatchObject({
      kind: 'fields',
      fields: { verificationCode: { errorCode: 'verification.code.expired' } },
    });
    const invalid = business('request.invalid', { fieldErrors: [{ field: 'email', message: 'Too long.' }, { field: 'method', message: 'No.' }] });
    expect(placeRefusal('email', invalid)).toEqual({
      kind: 'fields',
      fields: { email: { message: 'Too long.', fallbackKey: 'common.error' } },
      rest: { errorCode: 'request.invalid', message: 'm', fallbackKey: 'common.error' },
    });
    expect(placeRefusal('email', business('server.error'))).toEqual({
      kind: 'form',
      text: { errorCode: 'server.error', message: 'm', fallbackKey: 'common.error' },
    });
    expect(placeRefusal('email', new ApiError({ kind: 'network' })).kind).toBe('form');
  });
});
