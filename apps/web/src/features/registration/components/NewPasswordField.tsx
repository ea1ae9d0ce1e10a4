import { useT } from '../../../lib/i18n/keys';
import type { FieldBinding } from '../../../lib/form/use-form';
import { PasswordField } from '../../../components/ui/PasswordField';

/** The password a new member chooses (both registration forms): the form kit's field and the rule under it. */
export function NewPasswordField({ field }: { field: FieldBinding<'password'> }) {
  const t = useT();
  return (
    <>
      <PasswordField
        {...field}
        label={t('register.password')}
        autoComplete="new-password"
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
      />
      <p className="field__hint">{t('register.password_rule')}</p>
    </>
  );
}
