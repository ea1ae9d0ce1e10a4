import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { LanguageCode } from '@portico/contract/languages';
import { getPref, setPref } from '../storage/prefs';
import { chooseLanguage } from '@portico/contract/choose-language';
import { codeForTag, languageDir, languageTag, localeFileName } from '@portico/contract/language-tags';

type Strings = Record<string, string>;

// Not eager: Vite makes every locale its own chunk, EN included, so a page downloads only
// the language it shows.
const LOCALES = import.meta.glob<Strings>('../../locales/*.json', { import: 'default' });

/** Every locale is complete (locales.test.ts), so this one loads only if a key is ever missing. */
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;
const loading = new Map<LanguageCode, Promise<void>>();
let latestChoice = 0;

/** Options shared by the browser's instance and the platform's prerender instances. */
const BASE_OPTIONS = {
  // Bundles arrive through loadLocale; with no backend i18next must not expect them all at init.
  partialBundledLanguages: true,
  fallbackLng: languageTag(FALLBACK_LANGUAGE),
  // en.json is flat and its keys contain dots and may contain colons (errors.login.cred.err).
  keySeparator: false as const,
  nsSeparator: false as const,
  // React escapes what it renders; escaping here too would show &amp; to the person.
  interpolation: { escapeValue: false },
};

function ensureInit(): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    ...BASE_OPTIONS,
    resources: {},
    // Re-render when a bundle is added, so strings appear once a late fallback chunk lands.
    react: { bindI18nStore: 'added' },
    parseMissingKeyHandler: (key: string) => {
      void loadLocale(FALLBACK_LANGUAGE).catch(() => undefined);
      return key;
    },
  });
  return initialised;
}

/**
 * A separate instance fixed to one language, for prerendering on the platform: renders for
 * different languages run side by side there, so they must not share the browser's instance.
 */
export async function createFixedI18n(code: LanguageCode): Promise<I18n> {
  const load = LOCALES[`../../locales/${localeFileName(code)}`];
  if (!load) throw new Error(`No locale file for ${code}`);
  const instance = i18next.createInstance();
  await instance.init({
    ...BASE_OPTIONS,
    lng: languageTag(code),
    resources: { [languageTag(code)]: { translation: await load() } },
  });
  return instance;
}

/** Downloads one locale chunk (once) and registers it under the language's BCP-47 tag. */
export function loadLocale(code: LanguageCode): Promise<void> {
  const known = loading.get(code);
  if (known) return known;
  const load = LOCALES[`../../locales/${localeFileName(code)}`];
  if (!load) return Promise.reject(new Error(`No locale file for ${code}`));
  const pending = Promise.all([load(), ensureInit()]).then(([strings]) => {
    i18n.addResourceBundle(languageTag(code), 'translation', strings, true, true);
  });
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
  await i18n.changeLanguage(tag);
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
  return codeForTag(i18n.language ?? '') ?? FALLBACK_LANGUAGE;
}

/** currentLanguage() for components: re-renders when the language changes. */
export function useCurrentLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return codeForTag(instance.language ?? '') ?? FALLBACK_LANGUAGE;
}
