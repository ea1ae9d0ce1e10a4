import { useState, type ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { TextField } from './TextField';

interface PasswordFieldProps extends Omit<ComponentProps<typeof TextField>, 'type' | 'action'> {
  showLabel: string;
  hideLabel: string;
}

/** Password input with a show/hide toggle: typing a password on a phone keyboard is error-prone. */
export function PasswordField({ showLabel, hideLabel, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="field__action"
          aria-pressed={visible}
          disabled={!hydrated}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
