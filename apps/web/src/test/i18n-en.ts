import en from '../locales/en.json';
import { createI18n, type I18n } from '../lib/i18n/translator';

/** English translations for component tests: the real strings, no lazy loading. */
export async function initEnglish(): Promise<I18n> {
  return Promise.resolve(createI18n({ fallback: 'en', language: 'en', bundles: { en } }));
}
