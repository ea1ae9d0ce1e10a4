import { useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_RULE } from '@portico/contract/member';
import { useT } from '../../../lib/i18n/keys';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { describeError } from '../../../lib/http/describe-error';
import type { NoticePayload } from '../../../lib/notify/notify';
import { useChangePassword } from '../api/change-password';
import { checkPasswordChange, fieldOfRefusal, type PasswordField as Field, type PasswordProblem } from '../model/password-change-rules';

interface ChangePasswordFormProps {
  onChanged: () => void;
  /** Why the form is here: the platform requiring a new password, or the member's own change (decision 056). */
  intro: string;
}

const FIELDS: readonly Field[] = ['current', 'next', 'confirm'];

/** Current, new and confirmation; each problem is shown on its field, the first one focused. */
export function ChangePasswordForm({ onChanged, intro }: ChangePasswordFormProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const change = useChangePassword();
  const ruleId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const rule = { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max };

  const message = (field: Field, problem: PasswordProblem): string => {
    if (problem === 'weak') return t('change_password.weak', rule);
    if (problem === 'same') return t('change_password.same');
    if (problem === 'mismatch') return t('change_password.mismatch');
    return t(field === 'current' ? 'change_password.current_required' : field === 'next' ? 'change_password.new_required' : 'change_password.confirm_required');
  };

  function show(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    const refs = { current: currentRef, next: nextRef, confirm: confirmRef };
    if (first) refs[first].current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const data = new FormData(event.currentTarget);
    const input = { current: String(data.get('current') ?? ''), next: String(data.get('next') ?? ''), confirm: String(data.get('confirm') ?? '') };
    const problems = checkPasswordChange(input);
    setFormError(null);
    show(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, message(field as Field, problem)])));
    if (Object.keys(problems).length > 0) return;

    change.mutate(
      { oldPassword: input.current, newPassword: input.next },
      {
        onSuccess: onChanged,
        onError: (error) => {
          const field = fieldOfRefusal(error);
          const text = noticeText(describeError(error));
          if (field) show({ [field]: text });
          else setFormError(describeError(error));
        },
      },
    );
  }

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('change_password.title')}>
      <p className="muted">{intro}</p>
      <PasswordField
        name="current"
        label={t('change_password.current')}
        autoComplete="current-password"
        inputRef={currentRef}
        error={errors.current}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      <PasswordField
        name="next"
        label={t('change_password.new')}
        autoComplete="new-password"
        inputRef={nextRef}
        error={errors.next}
        // The rule is the field's description until an error (which restates it) takes its place.
        {...(errors.next ? {} : { 'aria-describedby': ruleId })}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      <p id={ruleId} className="field__hint">
        {t('change_password.rule', rule)}
      </p>
      <PasswordField
        name="confirm"
        label={t('change_password.confirm')}
        autoComplete="new-password"
        inputRef={confirmRef}
        error={errors.confirm}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      {formError ? (
        <p className="form-error" role="alert">
          {noticeText(formError)}
        </p>
      ) : null}
      <Button type="submit" block busy={change.isPending}>
        {change.isPending ? t('change_password.submitting') : t('change_password.submit')}
      </Button>
    </form>
  );
}
