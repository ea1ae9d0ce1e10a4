import { useId, useState } from 'react';
import { useT, type TranslationKey } from '../../../lib/i18n/keys';
import type { FieldBinding } from '../../../lib/form/use-form';
import { TextField } from '../../../components/ui/TextField';
import { suggestUsername } from '../api/auto-username';
import { useUsernameAvailability, type Availability } from './use-username-availability';

interface UsernameFieldProps {
  /** The form kit's field (uncontrolled: the input keeps what was typed). */
  field: FieldBinding<'username'>;
  /** What the field holds as it is typed (useFieldValue). */
  value: string;
  /** A suggested name to put in the field. */
  onSuggested: (name: string) => void;
}

const STATUS_KEY: Record<Exclude<Availability['state'], 'idle' | 'rule'>, TranslationKey> = {
  checking: 'register.username_checking',
  available: 'register.username_available',
  taken: 'register.username_taken',
};

/**
 * The username with its availability announced politely as the visitor types (debounced check),
 * and a "suggest" action that fills in a free name from POST /wps/member/register/autoUsername.
 */
export function UsernameField({ field, value, onSuggested }: UsernameFieldProps) {
  const { error } = field;
  const t = useT();
  const statusId = useId();
  const availability = useUsernameAvailability(value);
  const [suggesting, setSuggesting] = useState(false);

  const status =
    availability.state === 'idle'
      ? ''
      : availability.state === 'rule'
        ? t('register.username_rule')
        : t(STATUS_KEY[availability.state]);

  async function suggest() {
    setSuggesting(true);
    try {
      onSuggested(await suggestUsername(value));
    } catch {
      // the request layer has alerted the failure
    } finally {
      setSuggesting(false);
    }
  }

  return (
    <div className="register__username">
      <TextField
        {...field}
        label={t('register.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        {...(error ? {} : { 'aria-describedby': statusId })}
        action={
          <button type="button" className="field__action" disabled={suggesting} onClick={() => void suggest()}>
            {t('register.suggest')}
          </button>
        }
      />
      <p id={statusId} className={`field__hint register__status register__status--${availability.state}`} role="status" aria-live="polite">
        {error ? '' : status}
      </p>
    </div>
  );
}
