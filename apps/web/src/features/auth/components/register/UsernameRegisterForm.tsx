import { useRef, useState, type FormEvent } from 'react';
import { isStrongPassword } from '@portico/contract/member';
import { usernameProblem, type RegisterValue } from '@portico/contract/register';
import { useT } from '../../../../lib/i18n/keys';
import { Button } from '../../../../components/ui/Button';
import { PasswordField } from '../../../../components/ui/PasswordField';
import { useNoticeText } from '../../../../components/ui/notice-text';
import { registerByUsername } from '../../api/register';
import { UsernameField } from './UsernameField';
import { useRegisterSubmit, type FieldMessages } from './use-register-submit';

interface Props {
  onRegistered: (value: RegisterValue) => void;
}

/** Registration by username and password (POST /wps/member/register, doc A §3–§5). */
export function UsernameRegisterForm({ onRegistered }: Props) {
  const t = useT();
  const noticeText = useNoticeText();
  const { submit, pending, fieldErrors, setFieldErrors, clearField, verification } = useRegisterSubmit(onRegistered);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
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
    void submit((shared) => registerByUsername({ ...shared, username: name, password }));
  }

  const message = (field: keyof FieldMessages) => {
    const payload = fieldErrors[field];
    return payload ? noticeText(payload) : undefined;
  };

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('register.by_username')}>
      <UsernameField
        value={username}
        onChange={(value) => {
          setUsername(value);
          clearField('username');
        }}
        error={message('username')}
        inputRef={usernameRef}
      />
      <PasswordField
        name="password"
        label={t('register.password')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearField('password');
        }}
        inputRef={passwordRef}
        error={message('password')}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      <p className="field__hint">{t('register.password_rule')}</p>
      {verification}
      <Button type="submit" block busy={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
