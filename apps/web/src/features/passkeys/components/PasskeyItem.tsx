import { useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX, type PasskeySummary } from '@portico/contract/passkeys';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useI18n } from '../../../lib/i18n/react';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { usePasskeysT } from '../strings';

type Mode = 'view' | 'rename' | 'remove';

/** One passkey: its name, when it was added and last used; rename in place, remove after a confirmation. */
export function PasskeyItem({ passkey, onDone }: { passkey: PasskeySummary; onDone: (status: string) => void }) {
  const t = usePasskeysT();
  const { language } = useI18n();
  const [mode, setMode] = useState<Mode>('view');
  const [error, setError] = useState<string | null>(null);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const headingId = `passkey-${passkey.id}`;

  function submitRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return setError(t('passkeys.name_required'));
    if (name.length > PASSKEY_NAME_MAX) return setError(t('passkeys.name_too_long', { max: String(PASSKEY_NAME_MAX) }));
    setError(null);
    rename.mutate(
      { id: passkey.id, name },
      { onSuccess: () => (setMode('view'), onDone(t('passkeys.renamed'))), onError: () => setError(t('passkeys.name_required')) },
    );
  }

  return (
    <li className="card passkey" aria-labelledby={headingId}>
      <h3 id={headingId} className="card__title passkey__name">
        {passkey.name}
      </h3>
      <p className="muted">{t('passkeys.created', { date: date(passkey.createdAt) })}</p>
      <p className="muted">{passkey.lastUsedAt ? t('passkeys.last_used', { date: date(passkey.lastUsedAt) }) : t('passkeys.never_used')}</p>
      {mode === 'rename' ? (
        <form onSubmit={submitRename} noValidate className="passkey__form">
          <TextField name="name" label={t('passkeys.name')} defaultValue={passkey.name} maxLength={PASSKEY_NAME_MAX} error={error} autoFocus />
          <div className="passkey__actions">
            <Button type="submit" busy={rename.isPending}>
              {t('passkeys.save')}
            </Button>
            <Button variant="secondary" onClick={() => (setMode('view'), setError(null))}>
              {t('passkeys.cancel')}
            </Button>
          </div>
        </form>
      ) : mode === 'remove' ? (
        <div role="group" aria-label={t('passkeys.remove_confirm', { name: passkey.name })} className="passkey__form">
          <p>{t('passkeys.remove_confirm', { name: passkey.name })}</p>
          <div className="passkey__actions">
            <Button busy={remove.isPending} onClick={() => remove.mutate(passkey.id, { onSuccess: () => onDone(t('passkeys.removed')) })}>
              {t('passkeys.remove_yes')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('passkeys.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="passkey__actions">
          <Button variant="secondary" onClick={() => setMode('rename')} aria-label={t('passkeys.rename_named', { name: passkey.name })}>
            {t('passkeys.rename')}
          </Button>
          <Button variant="secondary" onClick={() => setMode('remove')} aria-label={t('passkeys.remove_named', { name: passkey.name })}>
            {t('passkeys.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}
