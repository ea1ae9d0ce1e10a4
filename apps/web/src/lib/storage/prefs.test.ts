import { afterEach, describe, expect, it } from 'vitest';
import { getPref, LANGUAGE_COOKIE, setPref } from './prefs';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('browser preferences', () => {
  it('keeps the language in localStorage and mirrors it to a cookie the platform can read', () => {
    setPref('language', 'AR');
    expect(getPref('language')).toBe('AR');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=AR`);
    setPref('language', null);
    expect(getPref('language')).toBeNull();
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=`);
  });

  it('does not put other preferences in cookies', () => {
    setPref('autoLogin', '0');
    expect(getPref('autoLogin')).toBe('0');
    expect(document.cookie).not.toContain('autoLogin');
  });
});
