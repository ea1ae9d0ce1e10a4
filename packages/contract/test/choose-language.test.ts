import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES, type LanguageCode } from '../src/languages.ts';
import { chooseLanguage, codesForBrowserTag } from '../src/choose-language.ts';

const WIDE: LanguageCode[] = ['CN', 'EN', 'TW', 'TY', 'PT', 'PT-BR', 'UR', 'VI'];

describe('chooseLanguage (doc A §5)', () => {
  it('keeps a stored language the merchant supports, whatever the browser says', () => {
    expect(chooseLanguage({ supported: WIDE, stored: 'VI', browser: ['zh-CN'], defaultLanguage: 'EN' })).toBe('VI');
  });

  it('upper-cases a stored language written in lower case', () => {
    expect(chooseLanguage({ supported: WIDE, stored: 'pt-br', browser: [] })).toBe('PT-BR');
  });

  it('ignores a stored language the merchant does not support', () => {
    expect(chooseLanguage({ supported: WIDE, stored: 'JA', browser: ['en-US'], defaultLanguage: 'CN' })).toBe('EN');
  });

  it.each([
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-Hans', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['zh-Hant', 'TW'],
    ['zh-Hant-CN', 'TW'],
    ['zh-Hans-HK', 'CN'],
    ['zh_TW', 'TW'],
    ['en-PH', 'TY'],
    ['tl', 'TY'],
    ['fil-PH', 'TY'],
    ['pt-BR', 'PT-BR'],
    ['pt', 'PT'],
    ['pt-PT', 'PT'],
    ['ur', 'UR'],
    ['ur-PK', 'UR'],
    ['vi-VN', 'VI'],
    ['en-GB', 'EN'],
  ] as const)('maps browser language %s to %s', (tag, code) => {
    expect(chooseLanguage({ supported: WIDE, stored: null, browser: [tag], defaultLanguage: 'EN' })).toBe(code);
  });

  it('takes the first browser language the merchant supports', () => {
    expect(chooseLanguage({ supported: ['EN', 'KO'], browser: ['de-DE', 'ko-KR', 'en'], defaultLanguage: 'EN' })).toBe('KO');
  });

  it('falls back within the same language before moving on', () => {
    expect(chooseLanguage({ supported: ['EN', 'PT'], browser: ['pt-BR', 'en'] })).toBe('PT');
    expect(chooseLanguage({ supported: ['EN', 'CN'], browser: ['en-PH'], defaultLanguage: 'CN' })).toBe('EN');
    expect(chooseLanguage({ supported: ['UR-LA', 'EN'], browser: ['ur'], defaultLanguage: 'EN' })).toBe('UR-LA');
  });

  it('does not read ISO codes that collide with platform codes (tw Twi, ty Tahitian)', () => {
    expect(codesForBrowserTag('tw')).toEqual([]);
    expect(codesForBrowserTag('ty')).toEqual([]);
    expect(chooseLanguage({ supported: ['TW', 'TY', 'EN'], browser: ['tw', 'ty'], defaultLanguage: 'EN' })).toBe('EN');
  });

  it('uses the merchant default when nothing matches', () => {
    expect(chooseLanguage({ supported: WIDE, stored: 'XX', browser: ['de-DE', 'sv'], defaultLanguage: 'VI' })).toBe('VI');
  });

  it('uses the first supported language when the default is not supported', () => {
    expect(chooseLanguage({ supported: ['TH', 'EN'], browser: ['de'], defaultLanguage: 'CN' })).toBe('TH');
    expect(chooseLanguage({ supported: ['TH', 'EN'] })).toBe('TH');
  });

  it('answers EN when the merchant offers no language at all', () => {
    expect(chooseLanguage({ supported: [], browser: ['vi'], defaultLanguage: 'VI' })).toBe('EN');
  });

  it('always answers one of the supported codes, in upper case', () => {
    const code = fc.constantFrom(...LANGUAGES);
    const anyCase = fc.oneof(code, code.map((c) => c.toLowerCase()), fc.string());
    const browserTag = fc.oneof(
      fc.constantFrom('zh', 'zh-TW', 'zh-HK', 'zh-Hant', 'en-PH', 'tl', 'fil', 'pt-BR', 'pt', 'ur', 'ur-Latn', 'tw', 'ty', 'en', 'ko-KR', '*'),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(code, { minLength: 1 }),
        fc.option(anyCase),
        fc.array(browserTag),
        fc.option(anyCase),
        (supported, stored, browser, defaultLanguage) => {
          const chosen = chooseLanguage({ supported, stored, browser, defaultLanguage });
          expect(supported).toContain(chosen);
          expect(chosen).toBe(chosen.toUpperCase());
        },
      ),
    );
  });
});
