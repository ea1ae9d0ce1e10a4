import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/keys';
import type { LoginValue } from '@portico/contract/session';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useNoticeText } from '../../../components/ui/notice-text';
import type { NoticePayload } from '../../../lib/notify/notify';
import { describeError } from '../../../lib/http/describe-error';
import { useLogin } from '../api/login';

/** doc A §5: a second submit within 500 ms of the last completion is ignored. */
const RESUBMIT_LOCK_MS = 500;

interface LoginFormProps {
  onSignedIn: (value: LoginValue) => void;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const login = useLogin();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const lockedUntil = useRef(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending || Date.now() < lockedUntil.current) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = {};
    if (!username) errors.username = t('login.username_required');
    if (!password) errors.password = t('login.password_required');
    setFieldErrors(errors);
    setFormError(null);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    login.mutate(
      { username, password },
      {
        onSuccess: (value) => onSignedIn(value),
        onError: (error) => setFormError(describeError(error)),
        onSettled: () => {
          lockedUntil.current = Date.now() + RESUBMIT_LOCK_MS;
        },
      },
    );
  }

  return (
    // method="post": should the form ever be submitted natively, credentials stay out of the URL.
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <TextField
        name="username"
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputRef={usernameRef}
        error={fieldErrors.username}
      />
      <PasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        inputRef={passwordRef}
        error={fieldErrors.password}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      {formError ? (
        <p className="form-error" role="alert">
          {noticeText(formError)}
        </p>
      ) : null}
      <Button type="submit" block busy={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
