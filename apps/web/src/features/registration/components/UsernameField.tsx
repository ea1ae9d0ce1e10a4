import { useId, type Ref } from 'react';
import { useT, type TranslationKey } from '../../../lib/i18n/keys';
import { TextField } from '../../../components/ui/TextField';
import { useSuggestUsername } from '../api/auto-username';
import { useUsernameAvailability, type Availability } from './use-username-availability';

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
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
export function UsernameField({ value, onChange, error, inputRef }: UsernameFieldProps) {
  const t = useT();
  const statusId = useId();
  const availability = useUsernameAvailability(value);
  const suggestion = useSuggestUsername();
  const suggesting = suggestion.isPending;

  const status =
    availability.state === 'idle'
      ? ''
      : availability.state === 'rule'
        ? t('register.username_rule')
        : t(STATUS_KEY[availability.state]);

  async function suggest() {
    try {
      onChange(await suggestion.mutateAsync(value));
    } catch {
      // the request layer has alerted the failure
    }
  }

  return (
    <div className="register__username">
      <TextField
        name="username"
        label={t('register.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        error={error}
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
