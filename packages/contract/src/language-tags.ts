import { RTL_LANGUAGES, type LanguageCode } from './languages.ts';

/**
 * What the browser needs to know about each platform language code. The platform's
 * codes are not BCP-47 (CN, TW, TY, UR-LA …), so `<html lang>`, `<option lang>` and
 * Intl formatting get the tag instead; the switcher shows each language in itself.
 */
const META: Record<LanguageCode, { tag: string; endonym: string }> = {
  EN: { tag: 'en', endonym: 'English' },
  CN: { tag: 'zh-CN', endonym: '简体中文' },
  TW: { tag: 'zh-TW', endonym: '繁體中文' },
  RU: { tag: 'ru', endonym: 'Русский' },
  TH: { tag: 'th', endonym: 'ไทย' },
  VI: { tag: 'vi', endonym: 'Tiếng Việt' },
  JA: { tag: 'ja', endonym: '日本語' },
  PT: { tag: 'pt-PT', endonym: 'Português (Portugal)' },
  ES: { tag: 'es', endonym: 'Español' },
  AR: { tag: 'ar', endonym: 'العربية' },
  HI: { tag: 'hi', endonym: 'हिन्दी' },
  ID: { tag: 'id', endonym: 'Bahasa Indonesia' },
  KM: { tag: 'km', endonym: 'ខ្មែរ' },
  KO: { tag: 'ko', endonym: '한국어' },
  MY: { tag: 'my', endonym: 'မြန်မာ' },
  TA: { tag: 'ta', endonym: 'தமிழ்' },
  TY: { tag: 'fil', endonym: 'Filipino' },
  UR: { tag: 'ur', endonym: 'اردو' },
  'PT-BR': { tag: 'pt-BR', endonym: 'Português (Brasil)' },
  MS: { tag: 'ms', endonym: 'Bahasa Melayu' },
  BN: { tag: 'bn', endonym: 'বাংলা' },
  TR: { tag: 'tr', endonym: 'Türkçe' },
  FR: { tag: 'fr', endonym: 'Français' },
  NE: { tag: 'ne', endonym: 'नेपाली' },
  'UR-LA': { tag: 'ur-Latn', endonym: 'Urdu (Roman)' },
};

export type TextDirection = 'ltr' | 'rtl';

/** BCP-47 tag for `<html lang>`, `<option lang>` and Intl. */
export function languageTag(code: LanguageCode): string {
  return META[code].tag;
}

/** The language's name in that language, as the switcher shows it. */
export function languageEndonym(code: LanguageCode): string {
  return META[code].endonym;
}

/** The contract owns which languages are right to left; this only reads it. */
export function languageDir(code: LanguageCode): TextDirection {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

/** Reverse of languageTag, for reading back what i18next holds. */
export function codeForTag(tag: string): LanguageCode | null {
  const lower = tag.toLowerCase();
  for (const code of Object.keys(META) as LanguageCode[]) {
    if (META[code].tag.toLowerCase() === lower) return code;
  }
  return null;
}

/** Locale file name under src/locales: the code in lower case (pt-br.json, ur-la.json). */
export function localeFileName(code: LanguageCode): string {
  return `${code.toLowerCase()}.json`;
}
