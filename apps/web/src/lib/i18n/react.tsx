import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TranslationValues } from './translator';

const I18nContext = createContext<I18n | null>(null);

/** Makes `i18n` the translations of everything below (the app's root, a prerender, a test). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The translations in use; the component re-renders when the language or the strings change. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an <I18nProvider> above it');
  useSyncExternalStore(i18n.subscribe, () => i18n.version, () => i18n.version);
  return i18n;
}

/**
 * A `t` for keys built at run time (`errors.<code>`); it changes identity with the language, so
 * memoised callers recompute. Typed keys: `useT` in keys.ts.
 */
export function useDynamicT(): (key: string, values?: TranslationValues) => string {
  const i18n = useI18n();
  const { version } = i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version is what makes a new t after a change
  return useCallback((key: string, values?: TranslationValues) => i18n.t(key, values), [i18n, version]);
}
