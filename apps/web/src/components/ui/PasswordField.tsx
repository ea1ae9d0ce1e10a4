import { useState, type ComponentProps } from 'react';
import { TextField } from './TextField';

interface PasswordFieldProps extends Omit<ComponentProps<typeof TextField>, 'type' | 'action'> {
  showLabel: string;
  hideLabel: string;
}

/** Password input with a show/hide toggle: typing a password on a phone keyboard is error-prone. */
export function PasswordField({ showLabel, hideLabel, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="field__action"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
