import { use } from 'react';
import type { LanguageCode } from '@portico/contract/languages';
import { codeForTag, localeFileName } from '@portico/contract/language-tags';
import { useDynamicT, useI18n } from './react';
import type { I18n, Strings, TranslationValues } from './translator';

type Tracked = Promise<void>;

/**
 * Strings of one feature (decision 027): `features/<f>/locales/<file>.json`, one per language like
 * `src/locales`, keys prefixed with the feature. They are downloaded with the feature, never on the
 * first load of /m/login or /m/home, and added to the same translator, so language switching,
 * the fallback and the prerender work as for the app's own strings. locales.test.ts checks every
 * such folder as it checks src/locales.
 *
 *   export const { useStrings: useHomeT } = featureStrings(
 *     import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }));
 */
export function featureStrings<S extends Strings>(files: Record<string, () => Promise<S>>) {
  const loaded = new WeakMap<I18n, Map<string, Tracked>>();
  const fileFor = (code: LanguageCode) =>
    Object.entries(files).find(([path]) => path.endsWith(`/${localeFileName(code)}`))?.[1];

  /** Adds the language's strings to `i18n` (once per instance and language). */
  function load(i18n: I18n, code: LanguageCode): Tracked {
    const tag = i18n.language;
    const mine = loaded.get(i18n) ?? new Map<string, Tracked>();
    loaded.set(i18n, mine);
    const known = mine.get(tag);
    if (known) return known;
    const file = fileFor(code) ?? fileFor('EN');
    const pending: Tracked = (file ? file() : Promise.resolve({} as S)).then((strings) => i18n.addBundle(tag, strings));
    // A chunk that failed (offline) is asked for again on the next render.
    pending.catch(() => mine.delete(tag));
    mine.set(tag, pending);
    return pending;
  }

  /** `t` for the feature's keys; suspends (the nearest Suspense shows) until its strings are in. */
  function useStrings(): (key: keyof S & string, values?: TranslationValues) => string {
    const i18n = useI18n();
    const code = codeForTag(i18n.language) ?? 'EN';
    // The same promise on every render: React's `use` remembers it settled and does not suspend again.
    use(load(i18n, code));
    return useDynamicT();
  }

  return { useStrings, load };
}
