import { useDynamicT } from './react';
import type { TranslationValues } from './translator';

/** Every key of en.json. A type query only: en.json is never bundled into the entry by this. */
export type TranslationKey = keyof typeof import('../../locales/en.json');

export type { TranslationValues };

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/** A `t` that accepts only keys of en.json, so a misspelt or removed key fails type checking. */
export function useT(): Translate {
  return useDynamicT();
}
