import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { createI18n, interpolate } from './translator';
import { I18nProvider, useI18n } from './react';
import { useT } from './keys';

const bundles = {
  en: { greet: 'Hello, {{name}}', only_en: 'English only', plain: 'Plain' },
  vi: { greet: 'Xin chào, {{ name }}', plain: 'Thường' },
};

describe('createI18n', () => {
  it('translates in the current language and fills placeholders, spaces inside braces allowed', () => {
    const i18n = createI18n({ fallback: 'en', language: 'vi', bundles });
    expect(i18n.t('greet', { name: 'Lan' })).toBe('Xin chào, Lan');
    expect(i18n.t('plain')).toBe('Thường');
  });

  it('falls back to the fallback language, then to the key, and reports only the truly missing key', () => {
    const onMissing = vi.fn();
    const i18n = createI18n({ fallback: 'en', language: 'vi', bundles, onMissing });
    expect(i18n.t('only_en')).toBe('English only');
    expect(onMissing).not.toHaveBeenCalled();
    expect(i18n.t('nowhere')).toBe('nowhere');
    expect(onMissing).toHaveBeenCalledWith('nowhere');
    expect(i18n.exists('only_en')).toBe(true);
    expect(i18n.exists('nowhere')).toBe(false);
  });

  it('isolates each text value in a right-to-left language, so its own punctuation stays with it (issue 31)', () => {
    const i18n = createI18n({ fallback: 'en', language: 'ar', bundles: { ...bundles, ar: { greet: 'مرحبًا، {{name}}', of: '{{a}} من {{b}}' } } });
    expect(i18n.t('greet', { name: 'Lucky Night!' })).toBe('مرحبًا، \u2068Lucky Night!\u2069');
    expect(i18n.t('greet', { name: 'Portico Demo' })).toBe('مرحبًا، Portico Demo');
    expect(i18n.t('of', { a: 2, b: 4 })).toBe('2 من 4');
    i18n.changeLanguage('ur-Latn');
    expect(i18n.t('greet', { name: 'Lan' })).toBe('Hello, Lan');
  });

  it('leaves an unknown placeholder visible and numbers as text', () => {
    expect(interpolate('{{a}} of {{b}}', { a: 3 })).toBe('3 of {{b}}');
    expect(interpolate('no values {{x}}')).toBe('no values {{x}}');
  });

  it('never changes text without placeholders, whatever the values', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes('{{')), fc.dictionary(fc.string(), fc.string()), (text, values) => {
        expect(interpolate(text, values)).toBe(text);
      }),
    );
  });

  it('tells listeners of a new language or new strings, and not of a no-op switch', () => {
    const i18n = createI18n({ fallback: 'en', language: 'en', bundles });
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    i18n.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    i18n.changeLanguage('vi');
    i18n.addBundle('vi', { only_en: 'Giờ có tiếng Việt' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.t('only_en')).toBe('Giờ có tiếng Việt');
    expect(i18n.t('plain')).toBe('Thường');
    stop();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('I18nProvider', () => {
  function Title() {
    const t = useT();
    return <h1 lang={useI18n().language}>{t('common.language')}</h1>;
  }

  it('re-renders what it shows when the language changes or a late chunk lands', () => {
    const i18n = createI18n({ fallback: 'en', language: 'en', bundles: { en: { 'common.language': 'Language' } } });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Language');
    act(() => i18n.changeLanguage('ar'));
    // Arabic not loaded yet: English stays on screen rather than a bare key.
    expect(screen.getByRole('heading')).toHaveProperty('lang', 'ar');
    expect(screen.getByRole('heading').textContent).toBe('Language');
    act(() => i18n.addBundle('ar', { 'common.language': 'اللغة' }));
    expect(screen.getByRole('heading').textContent).toBe('اللغة');
  });

  it('fails loudly when a component has no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Title />)).toThrow(/I18nProvider/);
  });
});
