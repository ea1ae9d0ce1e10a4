import { isLanguage, type LanguageCode } from './languages.ts';
import { languageTag } from './language-tags.ts';

export interface LanguageChoiceInput {
  /** The merchant's languages (site settings), in the merchant's order. */
  supported: readonly LanguageCode[];
  /** The 'language' browser preference: the person's own earlier choice. */
  stored?: string | null;
  /** navigator.languages, most preferred first. */
  browser?: readonly string[];
  /** The merchant's default language. */
  defaultLanguage?: string | null;
}

/** Only when the merchant's list is empty: the language every build ships complete. */
const LAST_RESORT: LanguageCode = 'EN';

/**
 * Platform codes one browser language tag can stand for, best first. The second code is the
 * same language in another script or variety (zh-TW reads CN before a foreign language).
 */
export function codesForBrowserTag(tag: string): LanguageCode[] {
  const [primary = '', ...rest] = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const has = (subtag: string) => rest.includes(subtag);
  switch (primary) {
    case 'zh': {
      // The script decides when it is given; otherwise the region (Taiwan, Hong Kong, Macau write Traditional).
      const traditional = has('hant') || (!has('hans') && (has('tw') || has('hk') || has('mo')));
      return traditional ? ['TW', 'CN'] : ['CN', 'TW'];
    }
    case 'tl':
    case 'fil':
      return ['TY'];
    case 'en':
      return has('ph') ? ['TY', 'EN'] : ['EN'];
    case 'pt':
      return has('br') ? ['PT-BR', 'PT'] : ['PT', 'PT-BR'];
    case 'ur':
      return has('latn') ? ['UR-LA', 'UR'] : ['UR', 'UR-LA'];
  }
  // Some platform codes collide with other ISO codes (tw is Twi, ty Tahitian): a primary subtag
  // counts only when it is the language the code really means.
  const code = primary.toUpperCase();
  return isLanguage(code) && languageTag(code).split('-')[0] === primary ? [code] : [];
}

/**
 * Doc A §5 "Language choice": the stored language if supported, else the browser's languages in
 * order, else the merchant default if supported, else the first supported; always upper case.
 */
export function chooseLanguage({ supported, stored, browser = [], defaultLanguage }: LanguageChoiceInput): LanguageCode {
  const offered = (code: string | null | undefined): LanguageCode | null => {
    const upper = code?.trim().toUpperCase();
    return upper && isLanguage(upper) && supported.includes(upper) ? upper : null;
  };
  const fromStore = offered(stored);
  if (fromStore) return fromStore;
  for (const tag of browser) {
    const match = codesForBrowserTag(tag).find((code) => supported.includes(code));
    if (match) return match;
  }
  return offered(defaultLanguage) ?? supported[0] ?? LAST_RESORT;
}
