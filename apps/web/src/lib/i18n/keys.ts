import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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

