import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { checkPasswordChange, fieldOfRefusal } from './password-change-rules';

describe('checkPasswordChange', () => {
  it('accepts a strong new password, confirmed, different from the current one', () => {
    expect(checkPasswordChange({ current: 'Player#2026', next: 'Brand9new', confirm: 'Brand9new' })).toEqual({});
  });

  it('flags every empty field', () => {
    expect(checkPasswordChange({ current: '', next: '', confirm: '' })).toEqual({ current: 'required', next: 'required', confirm: 'required' });
  });

  it.each(['short1', 'lettersonly', '12345678', 'a1'.repeat(33)])('refuses the weak password %s', (next) => {
    expect(checkPasswordChange({ current: 'x', next, confirm: next }).next).toBe('weak');
  });

  it('refuses a new password equal to the current one', () => {
    expect(checkPasswordChange({ current: 'Same1234', next: 'Same1234', confirm: 'Same1234' })).toEqual({ next: 'same' });
  });

  it('refuses a confirmation that differs', () => {
    expect(checkPasswordChange({ current: 'x', next: 'Brand9new', confirm: 'Brand9New' })).toEqual({ confirm: 'mismatch' });
  });
});

describe('fieldOfRefusal', () => {
  const business = (errorCode: string, fieldErrors?: { field: string; message: string }[]) =>
    new ApiError({ kind: 'business', errorCode, ...(fieldErrors ? { fieldErrors } : {}) });

  it('puts the platform codes on their fields', () => {
    expect(fieldOfRefusal(business('password.old.wrong'))).toBe('current');
    expect(fieldOfRefusal(business('password.weak'))).toBe('next');
    expect(fieldOfRefusal(business('password.same'))).toBe('next');
  });

  it('falls back to the field errors, and to the whole form', () => {
    expect(fieldOfRefusal(business('request.invalid', [{ field: 'newPassword', message: 'too long' }]))).toBe('next');
    expect(fieldOfRefusal(business('request.invalid', [{ field: 'other', message: 'x' }]))).toBeNull();
    expect(fieldOfRefusal(new ApiError({ kind: 'network' }))).toBeNull();
  });
});
