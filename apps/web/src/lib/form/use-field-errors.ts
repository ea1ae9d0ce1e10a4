import { useState } from 'react';
import type { NoticePayload } from '../notify/notify';

/** A field's message: a key of the form's own, or what a refusal named (errors.<code>, the platform's words). */
export type FieldMessage = NoticePayload;
export type FieldMessages<F extends string> = Partial<Record<F, FieldMessage>>;

/**
 * The messages of a form's fields (use-form.ts): `order` is the fields' declaration order, `aliases` the
 * names a refusal may use for one of them, `input` finds a field's input to focus.
 */
export function useFieldErrors<F extends string>(order: readonly F[], aliases: Partial<Record<string, F>>, input: (name: F) => HTMLInputElement | null) {
  const [errors, setErrors] = useState<FieldMessages<F>>({});

  function clear(name: F) {
    setErrors((all) => {
      if (!all[name]) return all;
      const next = { ...all };
      delete next[name];
      return next;
    });
  }

  /**
   * Shows these messages (replacing the others) and moves focus to the first field, in declaration
   * order. A refusal's names are placed too: a field's own message first, then one of its aliases';
   * a name the form has no field for is left to the caller.
   */
  function showErrors(shown: Partial<Record<string, FieldMessage>>): boolean {
    const placed: FieldMessages<F> = {};
    for (const name of order) placed[name] = shown[name];
    for (const [name, text] of Object.entries(shown)) {
      const target = aliases[name];
      if (target && text && !placed[target]) placed[target] = text;
    }
    const first = order.find((name) => placed[name]);
    setErrors(first ? placed : {});
    if (first) input(first)?.focus();
    return first !== undefined;
  }

  /** Sets (or, with null, takes away) one field's message, leaving the others and the focus as they are. */
  function setError(name: F, text: FieldMessage | null) {
    if (!text) return clear(name);
    setErrors((all) => ({ ...all, [name]: text }));
  }

  return { errors, clear, showErrors, setError };
}
