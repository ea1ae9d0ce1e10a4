import { useRef, type FormEvent } from 'react';
import type { TranslationKey } from '../i18n/keys';
import { useNoticeText } from '../../components/ui/notice-text';
import { useGuardedSubmit } from '../submit/use-guarded-submit';
import { useFieldErrors, type FieldMessage, type FieldMessages } from './use-field-errors';

export type { FieldMessage, FieldMessages } from './use-field-errors';

/** What a declared field must hold before anything is sent (checked in declaration order). */
export interface FieldRule {
  /** Shown when the field is empty (after trimming, unless `trim: false`). */
  required?: TranslationKey;
  /** The rule a filled-in value must meet: the key to show when it does not, else null. */
  check?: (value: string) => TranslationKey | null;
  /** false for a password: what was typed is what is sent. */
  trim?: boolean;
}

/** The props a field component spreads onto its input (TextField, PasswordField …). */
export interface FieldBinding<F extends string> {
  name: F;
  inputRef: (input: HTMLInputElement | null) => void;
  error: string | undefined;
  onChange: () => void;
}

export interface FormOptions<F extends string> {
  /** The lock after a submit (RESUBMIT_LOCK_MS unless given; 0 for none). */
  lockMs?: number;
  /** Names a refusal may use for one of this form's fields (countryDialingCode → the number's field). */
  aliases?: Partial<Record<string, F>>;
}

export const message = (key: TranslationKey): FieldMessage => ({ messageKey: key, fallbackKey: key });

/**
 * The form kit (decision 052): declared fields, their messages tied to the inputs, focus on the first
 * error, and the one guarded submit. Inputs are uncontrolled — the page's input holds the value, React
 * never writes it — so what a person typed into a prerendered form before the app started, the focus
 * and the caret survive hydration and every later render (issue 31); values are read from the inputs.
 */
export function useForm<F extends string, Kind extends string = 'submit'>(fields: Record<F, FieldRule>, options: FormOptions<F> = {}) {
  const { lockMs, aliases = {} } = options;
  const noticeText = useNoticeText();
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const refs = useRef<Partial<Record<F, (input: HTMLInputElement | null) => void>>>({});
  const guarded = useGuardedSubmit<Kind>(lockMs);
  const order = Object.keys(fields) as F[];
  const input = (name: F) => inputs.current[name] ?? null;
  const { errors, clear, showErrors, setError } = useFieldErrors(order, aliases, input);
  /** What the field holds now, trimmed unless declared otherwise ('' for a field not drawn). */
  const value = (name: F) => {
    const raw = input(name)?.value ?? '';
    return fields[name].trim === false ? raw : raw.trim();
  };

  /** Checks the declared rules of the drawn fields (`only` these, when given): the values, or null with the messages shown. */
  function validate(only: readonly F[] = order): Record<F, string> | null {
    const values = {} as Record<F, string>;
    const found: FieldMessages<F> = {};
    for (const name of order) {
      if (!only.includes(name)) continue;
      values[name] = value(name);
      if (!input(name)) continue;
      const { required, check } = fields[name];
      const problem = !values[name] ? required : check?.(values[name]);
      if (problem) found[name] = message(problem);
    }
    return showErrors(found) ? null : values;
  }

  /** Sets a field's value as if typed (a suggestion, a saved login): its live readers hear it too. */
  function setValue(name: F, next: string) {
    const element = input(name);
    if (!element) return;
    element.value = next;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    clear(name);
  }

  function field<N extends F>(name: N): FieldBinding<N> {
    refs.current[name] ??= (element) => {
      inputs.current[name] = element;
    };
    const shown = errors[name];
    return { name, inputRef: refs.current[name], error: shown ? noticeText(shown) : undefined, onChange: () => clear(name) };
  }

  /** The form element's props: a native submit never sends anything (credentials stay out of the URL). */
  const formProps = (onSubmit: () => void) => ({
    method: 'post',
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (guarded.isOpen()) onSubmit();
    },
  });

  return { field, value, setValue, input, validate, showErrors, setError, clear, errors, formProps, run: guarded.run, pending: guarded.pending, isOpen: guarded.isOpen };
}

export type Form<F extends string, Kind extends string = 'submit'> = ReturnType<typeof useForm<F, Kind>>;
