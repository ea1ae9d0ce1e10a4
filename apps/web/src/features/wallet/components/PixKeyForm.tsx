import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { holderNameProblem, pixKeyProblem, PIX_KEY_TYPES, type PixKeyType } from '@portico/contract/payout-account';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { useBindPixKey } from '../api/bind-pix-key';
import { useWithdrawAccountInfo } from '../api/get-withdraw-account-info';
import { useWalletT } from '../strings';
import { useBindSubmit } from './use-bind-submit';

type Field = 'key' | 'holderName';
const FIELDS: readonly Field[] = ['key', 'holderName'];
const INPUT_MODE = { CPF: 'numeric', PHONE: 'tel', EMAIL: 'email', EVP: 'text' } as const;

/** /m/securityCenter/addBankCardPix: a Pix key (BRL merchants); elsewhere, why not and the card form instead. */
export function PixKeyForm() {
  const t = useWalletT();
  const noticeText = useNoticeText();
  const id = useId();
  const { data: info } = useWithdrawAccountInfo();
  const bind = useBindPixKey();
  const keyRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [keyType, setKeyType] = useState<PixKeyType>('CPF');
  const { errors, show, send, formError, pending } = useBindSubmit(FIELDS, (field) => (field === 'key' ? keyRef : nameRef).current?.focus());
  if (!info) return null;
  if (!info.pixEnabled) {
    return (
      <section className="card">
        <p>{t('wallet.pix_unavailable')}</p>
        <Link href="/securityCenter/addBankCard">{t('wallet.add_card_link')}</Link>
      </section>
    );
  }
  const typeLabel = { CPF: t('wallet.pix_cpf'), PHONE: t('wallet.pix_phone'), EMAIL: t('wallet.pix_email'), EVP: t('wallet.pix_evp') };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { keyType, key: String(data.get('key') ?? ''), holderName: String(data.get('holderName') ?? '') };
    const problems: Partial<Record<Field, string>> = {};
    const keyProblem = pixKeyProblem(keyType, input.key);
    if (keyProblem) problems.key = keyProblem === 'required' ? t('wallet.field_required') : keyProblem === 'checkDigits' ? t('wallet.pix_check_digits') : t('wallet.pix_format');
    const nameProblem = holderNameProblem(input.holderName);
    if (nameProblem) problems.holderName = nameProblem === 'required' ? t('wallet.field_required') : t('wallet.name_format');
    show(problems);
    if (Object.keys(problems).length > 0) return;
    send(
      () => bind.mutateAsync(input),
      (field) => (field === 'key' ? t('wallet.pix_format') : t('wallet.name_format')),
    );
  }

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('wallet.add_pix_link')}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>
          {t('wallet.pix_type')}
        </label>
        <select id={`${id}-type`} className="field__select" value={keyType} onChange={(e) => setKeyType(e.target.value as PixKeyType)}>
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel[type]}
            </option>
          ))}
        </select>
      </div>
      <TextField name="key" label={t('wallet.pix_key')} inputMode={INPUT_MODE[keyType]} autoComplete="off" inputRef={keyRef} error={errors.key} />
      <TextField name="holderName" label={t('wallet.holder_name')} autoComplete="name" inputRef={nameRef} error={errors.holderName} />
      {formError ? (
        <p className="form-error" role="alert">
          {noticeText(formError)}
        </p>
      ) : null}
      <Button type="submit" block busy={pending}>
        {t('wallet.pix_submit')}
      </Button>
    </form>
  );
}
