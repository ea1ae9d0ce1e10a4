import type { RefObject } from 'react';
import { useT } from '../../../lib/i18n/keys';
import { PasswordField } from '../../../components/ui/PasswordField';

interface NewPasswordFieldProps {
  value: string;
  onChange: (password: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
}

/** The password a new member chooses (both registration forms): the field and the rule under it. */
export function NewPasswordField({ value, onChange, inputRef, error }: NewPasswordFieldProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        name="password"
        label={t('register.password')}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        error={error}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      <p className="field__hint">{t('register.password_rule')}</p>
    </>
  );
}
