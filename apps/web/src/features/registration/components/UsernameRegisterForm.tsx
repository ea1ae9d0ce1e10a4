import { isStrongPassword } from '@portico/contract/password-rule';
import type { RegisterValue } from '@portico/contract/register';
import { usernameProblem } from '@portico/contract/register-rules';
import { useT } from '../../../lib/i18n/keys';
import { useForm } from '../../../lib/form/use-form';
import { useFieldValue } from '../../../lib/form/use-field-value';
import { Button } from '../../../components/ui/Button';
import { registerByUsername } from '../api/register';
import { UsernameField } from './UsernameField';
import { NewPasswordField } from './NewPasswordField';
import { useRegisterSubmit } from './use-register-submit';

interface Props {
  onRegistered: (value: RegisterValue) => void;
}

// The platform's rules, checked first so a typo costs no verification.
const FIELDS = {
  username: { required: 'register.username_required', check: (name: string) => (usernameProblem(name) ? 'register.username_rule' : null) },
  password: { trim: false, required: 'register.password_rule', check: (typed: string) => (isStrongPassword(typed) ? null : 'register.password_rule') },
} as const;

/** Registration by username and password (POST /wps/member/register, doc A §3–§5). */
export function UsernameRegisterForm({ onRegistered }: Props) {
  const t = useT();
  const form = useForm<keyof typeof FIELDS>(FIELDS);
  const { submit, pending, verification } = useRegisterSubmit(form, onRegistered);
  const username = useFieldValue(form, 'username');

  function onSubmit() {
    const values = form.validate();
    if (values) void submit((shared) => registerByUsername({ ...shared, ...values }));
  }

  return (
    <form className="card" {...form.formProps(onSubmit)} aria-label={t('register.by_username')}>
      <UsernameField field={form.field('username')} value={username} onSuggested={(name) => form.setValue('username', name)} />
      <NewPasswordField field={form.field('password')} />
      {verification}
      <Button type="submit" block busy={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
