import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** Every key of en.json. A type query only: en.json is never bundled into the entry by this. */
export type TranslationKey = keyof typeof import('../../locales/en.json');

/** Values for `{{placeholders}}`. */
export type TranslationValues = Record<string, string | number>;

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/** A `t` that accepts only keys of en.json, so a misspelt or removed key fails type checking. */
export function useT(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => String(t(key, values)), [t]);
}

/** The same outside React (request layer, document title helpers). */
export const translate: Translate = (key, values) => String(i18n.t(key, values));

