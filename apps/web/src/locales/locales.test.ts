import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '@portico/contract/languages';
import { localeFileName } from '@portico/contract/language-tags';

type Strings = Record<string, unknown>;

// src/locales and every feature's own locales folder (lib/i18n/feature-strings.ts): each is a
// complete set, checked by the same rules, and no key is in two sets (they share one translator).
const all = import.meta.glob<Strings>(['./*.json', '../**/locales/*.json'], { eager: true, import: 'default' });
const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
const sets = [...new Set(Object.keys(all).map(folderOf))].sort().map((folder) => {
  const files = Object.fromEntries(Object.entries(all).filter(([file]) => folderOf(file) === folder));
  return { folder, files, english: (files[`${folder}/en.json`] ?? {}) as Record<string, string> };
});
const others = LANGUAGES.filter((code) => code !== 'EN');

/**
 * Strings that are the right translation even though they are spelt like the English.
 * Every entry must say why; an entry that no longer matches fails too, so the list stays true.
 */
const SAME_AS_ENGLISH: Partial<Record<LanguageCode, Record<string, string>>> = {
  ES: { 'common.error': 'Spanish "error" is spelt like English' },
  FR: { 'frame.tab_promotions': 'French "promotions" is spelt like English' },
  ID: { 'twofa.tab.email': 'Indonesian interfaces (Google, banks) use the loanword "Email"' },
  VI: { 'twofa.tab.email': 'Vietnamese interfaces (Google, banks) use the loanword "Email"' },
  TY: {
    'login.password': 'Filipino interfaces (Google, Facebook) use the loanword "password"',
    'login.tab.password': 'the same loanword "Password" as login.password',
    'twofa.tab.email': 'Filipino interfaces (Google, Facebook) use the loanword "Email"',
    'twofa.email': 'Filipino interfaces (Google, Facebook) use the loanword "Email address"',
    'register.password': 'the same loanword "Password" as login.password',
    'frame.tab_wallet': 'Filipino e-money apps (GCash, Maya) use the loanword "Wallet"',
  },
  'UR-LA': {
    'login.password': 'Roman Urdu writes the loanword as "password" (Urdu script: پاس ورڈ)',
    'login.tab.password': 'the same loanword "Password" as login.password',
    'twofa.tab.email': 'Roman Urdu writes the loanword as "email" (Urdu script: ای میل)',
    'twofa.mobile': 'Roman Urdu writes the loanwords as "mobile number" (Urdu script: موبائل نمبر)',
    'sms.mobile': 'Roman Urdu writes the loanwords as "mobile number" (Urdu script: موبائل نمبر)',
    'register.password': 'the same loanword "Password" as login.password',
    'register.tab.mobile': 'the same loanwords "Mobile number" as sms.mobile',
    'frame.tab_games': 'Roman Urdu writes the loanword as "games" (Urdu script: گیمز)',
    'frame.tab_promotions': 'Roman Urdu writes the loanword as "promotions" (Urdu script: پروموشنز)',
    'frame.tab_wallet': 'Roman Urdu writes the loanword as "wallet" (Urdu script: والیٹ)',
  },
};

/**
 * A script every string of the locale uses at least once, so a file pasted from the wrong
 * language (Hindi into Nepali is the one that still passes) or left in English is caught.
 */
const SCRIPT: Partial<Record<LanguageCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  TW: /\p{Script=Han}/u,
  JA: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  KO: /\p{Script=Hangul}/u,
  RU: /\p{Script=Cyrillic}/u,
  TH: /\p{Script=Thai}/u,
  AR: /\p{Script=Arabic}/u,
  UR: /\p{Script=Arabic}/u,
  HI: /\p{Script=Devanagari}/u,
  NE: /\p{Script=Devanagari}/u,
  BN: /\p{Script=Bengali}/u,
  TA: /\p{Script=Tamil}/u,
  KM: /\p{Script=Khmer}/u,
  MY: /\p{Script=Myanmar}/u,
};

const placeholders = (text: string) => (text.match(/\{\{[^}]*\}\}/g) ?? []).sort();

describe.each(sets)('locales in $folder', ({ folder, files, english }) => {
  const locale = (code: LanguageCode) => files[`${folder}/${localeFileName(code)}`];

  it('has a file for every contract language and no other', () => {
    const expected = LANGUAGES.map((code) => `${folder}/${localeFileName(code)}`).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  describe.each(others)('%s', (code) => {
    const strings = locale(code) ?? {};

    it('has exactly the keys of en.json', () => {
      expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    });

    it('has a non-empty string for every key', () => {
      const bad = Object.entries(strings).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(bad).toEqual([]);
    });

    it('keeps every {{placeholder}} of the English', () => {
      const bad = Object.keys(english).filter(
        (key) => placeholders(String(strings[key] ?? '')).join() !== placeholders(english[key] ?? '').join(),
      );
      expect(bad).toEqual([]);
    });

    it('translates every string (identical to English only where justified)', () => {
      const allowed = Object.keys(SAME_AS_ENGLISH[code] ?? {}).filter((key) => key in english);
      const same = Object.keys(english).filter((key) => strings[key] === english[key]);
      expect(same.sort()).toEqual(allowed.sort());
    });
  });

  it.each(Object.entries(SCRIPT))('%s writes every string in its own script', (code, script) => {
    const bad = Object.entries(locale(code as LanguageCode) ?? {}).filter(([, text]) => !script.test(String(text)));
    expect(bad).toEqual([]);
  });
});

describe('locale sets', () => {
  it('never share a key', () => {
    const seen = new Map<string, string>();
    const twice = sets.flatMap(({ folder, english }) =>
      Object.keys(english).flatMap((key) => {
        const first = seen.get(key);
        seen.set(key, folder);
        return first ? [`${key} (${first}, ${folder})`] : [];
      }),
    );
    expect(twice).toEqual([]);
  });

  it('justify only keys that exist', () => {
    const keys = new Set(sets.flatMap(({ english }) => Object.keys(english)));
    const stale = Object.values(SAME_AS_ENGLISH).flatMap((entries) => Object.keys(entries ?? {}).filter((key) => !keys.has(key)));
    expect(stale).toEqual([]);
  });
});
