import type { LanguageCode } from '@portico/contract/languages';
import { getPref, setPref } from '../storage/prefs';
import { chooseLanguage } from '@portico/contract/choose-language';
import { codeForTag, languageDir, languageTag, localeFileName } from '@portico/contract/language-tags';
import { createI18n, type I18n, type Strings } from './translator';
import { useI18n } from './react';

export type { I18n };

// Not eager: Vite makes every locale its own chunk, EN included, so a page downloads only
// the language it shows.
const LOCALES = import.meta.glob<Strings>('../../locales/*.json', { import: 'default' });

/** Every locale is complete (locales.test.ts), so this one loads only if a key is ever missing. */
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/** The browser's translations; a missing key fetches the English chunk in the background. */
export const i18n: I18n = createI18n({
  fallback: languageTag(FALLBACK_LANGUAGE),
  onMissing: () => void loadLocale(FALLBACK_LANGUAGE).catch(() => undefined),
});

const loading = new Map<LanguageCode, Promise<void>>();
let latestChoice = 0;

function localeLoader(code: LanguageCode) {
  const load = LOCALES[`../../locales/${localeFileName(code)}`];
  if (!load) throw new Error(`No locale file for ${code}`);
  return load;
}

/**
 * A separate instance fixed to one language, for prerendering on the platform: renders for
 * different languages run side by side there, so they must not share the browser's instance.
 */
export async function createFixedI18n(code: LanguageCode): Promise<I18n> {
  const tag = languageTag(code);
  return createI18n({ fallback: tag, language: tag, bundles: { [tag]: await localeLoader(code)() } });
}

/** Downloads one locale chunk (once) and registers it under the language's BCP-47 tag. */
export function loadLocale(code: LanguageCode): Promise<void> {
  const known = loading.get(code);
  if (known) return known;
  let pending: Promise<void>;
  try {
    const load = localeLoader(code);
    pending = load().then((strings) => i18n.addBundle(languageTag(code), strings));
  } catch (e) {
    return Promise.reject(e as Error);
  }
  // A chunk that failed (offline) may be asked for again later.
  pending.catch(() => loading.delete(code));
  loading.set(code, pending);
  return pending;
}

/**
 * Loads the chunk, switches, and stores the 'language' preference, which the request layer's
 * Language header reads (lib/http/headers.ts). When a later call starts while this one's chunk
 * loads, this one gives way, so the last choice wins.
 */
export async function setLanguage(code: LanguageCode): Promise<void> {
  const choice = ++latestChoice;
  await loadLocale(code);
  if (choice !== latestChoice) return;
  const tag = languageTag(code);
  i18n.changeLanguage(tag);
  document.documentElement.lang = tag;
  document.documentElement.dir = languageDir(code);
  setPref('language', code);
}

export interface I18nInit {
  supported: readonly LanguageCode[];
  defaultLanguage?: LanguageCode | null;
}

/**
 * Picks the start language (doc A §5) and resolves once its strings are loaded. The pick is
 * stored like a choice so that the platform answers in the language on screen.
 */
export async function initI18n({ supported, defaultLanguage }: I18nInit): Promise<LanguageCode> {
  const code = chooseLanguage({ supported, defaultLanguage, stored: getPref('language'), browser: browserLanguages() });
  await setLanguage(code);
  return code;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The language on screen as a platform code (what the platform's Language header and member sync carry). */
export function currentLanguage(): LanguageCode {
  return codeForTag(i18n.language) ?? FALLBACK_LANGUAGE;
}

/** currentLanguage() for components: re-renders when the language changes. */
export function useCurrentLanguage(): LanguageCode {
  return codeForTag(useI18n().language) ?? FALLBACK_LANGUAGE;
}
