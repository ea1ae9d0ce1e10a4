import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { asksPassword, registrationPassword } from './passwords';
import { refusalOf } from './refusal';

describe('registrationPassword (doc A §5)', () => {
  it('forces 123456 for a mobile registration when the mobile-password option is off, only then', () => {
    expect(registrationPassword('mobile', false, 'Typed2026')).toBe('123456');
    expect(registrationPassword('mobile', true, 'Typed2026')).toBe('Typed2026');
    expect(registrationPassword('username', false, 'Typed2026')).toBe('Typed2026');
    expect(asksPassword('mobile', false)).toBe(false);
    expect(asksPassword('username', false)).toBe(true);
  });
});

describe('refusalOf', () => {
  it('puts field errors on their fields and alerts nothing more', () => {
    const error = new ApiError({
      kind: 'business',
      errorCode: 'username.exists',
      message: 'taken',
      fieldErrors: [
        { field: 'username', message: 'username.exists' },
        { field: 'unknownField', message: 'x' },
      ],
    });
    expect(refusalOf(error)).toEqual({ fields: { username: { errorCode: 'username.exists', fallbackKey: 'register.field_invalid' } }, alert: null });
  });

  it("alerts the platform's message, or unknown_error when there is none", () => {
    const withMessage = refusalOf(new ApiError({ kind: 'business', errorCode: 'captcha.invalid', message: 'Verify again.', fieldErrors: [{ field: 'captcha', message: 'captcha.invalid' }] }));
    expect(withMessage.alert).toEqual({ errorCode: 'captcha.invalid', message: 'Verify again.', fallbackKey: 'register.unknown_error' });
    expect(refusalOf(new ApiError({ kind: 'business' })).alert).toEqual({ fallbackKey: 'register.unknown_error' });
    expect(refusalOf(new Error('chunk failed')).alert).toEqual({ fallbackKey: 'register.unknown_error' });
  });
});
