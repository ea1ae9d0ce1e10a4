import { useRef, useState, type FormEvent } from 'react';
import { isStrongPassword } from '@portico/contract/password-rule';
import type { RegisterValue } from '@portico/contract/register';
import { usernameProblem } from '@portico/contract/register-rules';
import { useT } from '../../../lib/i18n/keys';
import { Button } from '../../../components/ui/Button';
import { useRegisterByUsername } from '../api/register';
import { UsernameField } from './UsernameField';
import { NewPasswordField } from './NewPasswordField';
import { useRegisterSubmit, type FieldMessages } from './use-register-submit';

interface Props {
  onRegistered: (value: RegisterValue) => void;
}

/** Registration by username and password (POST /wps/member/register, doc A §3–§5). */
export function UsernameRegisterForm({ onRegistered }: Props) {
  const t = useT();
  const { submit, pending, setFieldErrors, clearField, messageOf, verification } = useRegisterSubmit(onRegistered);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegisterByUsername();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = username.trim();
    // The platform's rules, checked first so a typo costs no verification.
    const errors: FieldMessages = {};
    if (!name) errors.username = { messageKey: 'register.username_required', fallbackKey: 'register.username_required' };
    else if (usernameProblem(name)) errors.username = { messageKey: 'register.username_rule', fallbackKey: 'register.username_rule' };
    if (!isStrongPassword(password)) errors.password = { messageKey: 'register.password_rule', fallbackKey: 'register.password_rule' };
    setFieldErrors(errors);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    void submit((shared) => register.mutateAsync({ ...shared, username: name, password }));
  }

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('register.by_username')}>
      <UsernameField
        value={username}
        onChange={(value) => {
          setUsername(value);
          clearField('username');
        }}
        error={messageOf('username')}
        inputRef={usernameRef}
      />
      <NewPasswordField
        value={password}
        onChange={(typed) => {
          setPassword(typed);
          clearField('password');
        }}
        inputRef={passwordRef}
        error={messageOf('password')}
      />
      {verification}
      <Button type="submit" block busy={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
