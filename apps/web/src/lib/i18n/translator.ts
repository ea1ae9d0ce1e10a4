import { codeForTag, languageDir } from '@portico/contract/language-tags';

/** Flat strings of one language: key → text with optional `{{name}}` placeholders. */
export type Strings = Readonly<Record<string, string>>;

/** Values for `{{placeholders}}`. */
export type TranslationValues = Readonly<Record<string, string | number>>;

/**
 * One set of translations with a current language (decision 013). The app has one for the
 * browser; the platform's prerender makes one per render, fixed to the visitor's language.
 */
export interface I18n {
  /** The BCP-47 tag on screen ('' until a language is chosen). */
  readonly language: string;
  /** The text for `key` in the current language, else the fallback's, else the key itself. */
  t(key: string, values?: TranslationValues): string;
  /** Whether the current or the fallback language has `key`. */
  exists(key: string): boolean;
  hasBundle(tag: string): boolean;
  /** Adds (or extends) a language's strings; listeners hear of it, so late chunks re-render. */
  addBundle(tag: string, strings: Strings): void;
  changeLanguage(tag: string): void;
  /** Called after every change of language or strings; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Grows on every change: what React compares to decide to re-render. */
  readonly version: number;
}

export interface I18nOptions {
  /** The tag whose strings are used when the current language lacks a key. */
  fallback: string;
  language?: string;
  bundles?: Readonly<Record<string, Strings>>;
  /** Told of a key neither the current nor the fallback language has (e.g. to fetch the fallback). */
  onMissing?: (key: string) => void;
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Unicode's first-strong isolate and its closing pop (UAX #9): what <bdi> does, inside a string. */
const FSI = '\u2068';
const PDI = '\u2069';

/** A value that starts or ends with punctuation, a symbol or a space: the sentence around it would move those. */
const NEUTRAL_EDGE = /^[^\p{L}\p{N}]|[^\p{L}\p{N}]$/u;

/**
 * Fills `{{name}}` from `values`; an unknown name stays as written, so a mistake is visible.
 * `isolate` (right-to-left languages): a text value with a neutral character at an edge is set in
 * its own direction, so a Latin name ("Lucky Night!") keeps its punctuation at its end inside an
 * Arabic sentence (issue 31). A value of letters and digits needs no mark and gets none, so the
 * accessible names that hold it stay plain text.
 */
export function interpolate(text: string, values?: TranslationValues, isolate = false): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return isolate && typeof value === 'string' && NEUTRAL_EDGE.test(value) ? `${FSI}${value}${PDI}` : String(value);
  });
}

const isRightToLeft = (tag: string) => {
  const code = codeForTag(tag);
  return code !== null && languageDir(code) === 'rtl';
};

/**
 * The translator: a lookup in flat per-language maps plus `{{}}` interpolation, which is all
 * the app uses — no plurals, namespaces or nesting. React escapes what it renders, so nothing
 * is escaped here.
 */
export function createI18n({ fallback, language = '', bundles = {}, onMissing }: I18nOptions): I18n {
  const store = new Map<string, Strings>(Object.entries(bundles));
  const listeners = new Set<() => void>();
  let current = language;
  let version = 0;

  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  const lookup = (key: string): string | undefined => store.get(current)?.[key] ?? store.get(fallback)?.[key];

  return {
    get language() {
      return current;
    },
    get version() {
      return version;
    },
    t(key, values) {
      const text = lookup(key);
      if (text === undefined) {
        onMissing?.(key);
        return key;
      }
      return interpolate(text, values, isRightToLeft(current));
    },
    exists: (key) => lookup(key) !== undefined,
    hasBundle: (tag) => store.has(tag),
    addBundle(tag, strings) {
      store.set(tag, { ...store.get(tag), ...strings });
      changed();
    },
    changeLanguage(tag) {
      if (tag === current) return;
      current = tag;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
