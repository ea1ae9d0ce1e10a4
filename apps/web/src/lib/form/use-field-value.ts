import { useEffect, useState } from 'react';
import type { Form } from './use-form';

/**
 * A field's value as it is typed, for what reacts while the person types (a username's availability).
 * Read from the input once the app runs — so text typed into the prerendered form counts — and on
 * every input event after; the input itself stays uncontrolled (use-form.ts).
 */
export function useFieldValue<F extends string>(form: Pick<Form<F>, 'input'>, name: F): string {
  const [value, setValue] = useState('');
  const { input } = form;
  useEffect(() => {
    // After the commit that drew it: the input is known here, never during render.
    const element = input(name);
    if (!element) return;
    const read = () => setValue(element.value);
    read();
    element.addEventListener('input', read);
    return () => element.removeEventListener('input', read);
    // The field's input is drawn once for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  return value;
}
