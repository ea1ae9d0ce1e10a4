import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { DEFAULT_THROTTLE_SECONDS, forgetsSavedLogin, throttleSeconds, twoFactorFlagsOf } from './login-failure';

const business = (errorCode: string, value?: unknown) => new ApiError({ kind: 'business', errorCode, value });

describe('throttleSeconds', () => {
  it('prefers Retry-After, then value.retryAfter, then a default', () => {
    expect(throttleSeconds(new ApiError({ kind: 'http', status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN', retryAfterSeconds: 42 }))).toBe(42);
    expect(throttleSeconds(new ApiError({ kind: 'http', status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN', value: { retryAfter: 17.2 } }))).toBe(18);
    expect(throttleSeconds(business('TOO_MANY_REQUEST'))).toBe(DEFAULT_THROTTLE_SECONDS);
    expect(throttleSeconds(new ApiError({ kind: 'business', errorCode: 'TOO_MANY_REQUEST_LOGIN', retryAfterSeconds: 12, value: { retryAfter: 99 } }))).toBe(12);
    expect(throttleSeconds(business('TOO_MANY_REQUEST_SMS', { retryAfter: 7.2 }))).toBe(8);
  });

  it('treats a wait of 0 as no wait', () => {
    expect(throttleSeconds(new ApiError({ kind: 'http', status: 429, errorCode: 'TOO_MANY_REQUEST', retryAfterSeconds: 0, value: { retryAfter: 5 } }))).toBe(5);
    expect(throttleSeconds(business('TOO_MANY_REQUEST', { retryAfter: 0 }))).toBe(DEFAULT_THROTTLE_SECONDS);
  });

  it('is null for every other error', () => {
    expect(throttleSeconds(business('login.cred.err'))).toBeNull();
    expect(throttleSeconds(new ApiError({ kind: 'business', errorCode: 'login.verify.failed', retryAfterSeconds: 5 }))).toBeNull();
    expect(throttleSeconds(new Error('x'))).toBeNull();
  });
});

describe('twoFactorFlagsOf', () => {
  it('reads the methods of login_verify_required', () => {
    const flags = { email: true, ga: false, sms: true, payeeName: false };
    expect(twoFactorFlagsOf(business('login_verify_required', flags))).toEqual(flags);
  });

  it('is null for a broken value or another code', () => {
    expect(twoFactorFlagsOf(business('login_verify_required', { email: 'yes' }))).toBeNull();
    expect(twoFactorFlagsOf(business('login.cred.err', { email: true, ga: true, sms: true, payeeName: true }))).toBeNull();
  });
});

describe('forgetsSavedLogin (doc A §4, §8)', () => {
  it.each(['login.cred.err', 'not.exists.user', 'account.frozen'])('forgets after the platform refuses with %s', (code) => {
    expect(forgetsSavedLogin(business(code))).toBe(true);
  });

  it('forgets after a refusal without a code', () => {
    expect(forgetsSavedLogin(new ApiError({ kind: 'business', message: 'no' }))).toBe(true);
  });

  it.each([
    ['a second-factor request', business('login_verify_required')],
    ['an unlinked social identity', business('bind_customer_required')],
    ['a request for human verification (decision 034)', business('captcha.invalid')],
    ['a throttle', new ApiError({ kind: 'http', status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN' })],
    ['a throttle answered with success false', business('TOO_MANY_REQUEST')],
    ['a network failure', new ApiError({ kind: 'network' })],
    ['a time-out', new ApiError({ kind: 'timeout' })],
    ['a malformed request', new ApiError({ kind: 'http', status: 400, errorCode: 'request.invalid' })],
    ['a non-request error', new Error('boom')],
  ])('keeps it after %s', (_why, error) => {
    expect(forgetsSavedLogin(error)).toBe(false);
  });
});
