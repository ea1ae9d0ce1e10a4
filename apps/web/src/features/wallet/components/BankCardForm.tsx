import { useId, useRef, type FormEvent } from 'react';
import { accountNumberProblem, holderNameProblem, type PayoutProblem } from '@portico/contract/payout-account';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { useBindBankCard } from '../api/bind-bank-card';
import { useWithdrawAccountInfo } from '../api/get-withdraw-account-info';
import { useWalletT } from '../strings';
import { useBindSubmit } from './use-bind-submit';

type Field = 'bankCode' | 'accountNumber' | 'holderName';
const FIELDS: readonly Field[] = ['bankCode', 'accountNumber', 'holderName'];

/** /m/securityCenter/addBankCard: bank from the merchant's list, account number, holder name. */
export function BankCardForm() {
  const t = useWalletT();
  const noticeText = useNoticeText();
  const id = useId();
  const { data: info } = useWithdrawAccountInfo();
  const bind = useBindBankCard();
  const bankRef = useRef<HTMLSelectElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const { errors, show, send, formError, pending } = useBindSubmit(FIELDS, (field) =>
    ({ bankCode: bankRef, accountNumber: numberRef, holderName: nameRef })[field].current?.focus(),
  );

  const message = (field: Field, problem: PayoutProblem) =>
    problem === 'required' ? t('wallet.field_required') : field === 'accountNumber' ? t('wallet.account_format') : t('wallet.name_format');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { bankCode: String(data.get('bankCode') ?? ''), accountNumber: String(data.get('accountNumber') ?? ''), holderName: String(data.get('holderName') ?? '') };
    const problems: Partial<Record<Field, string>> = {};
    if (!input.bankCode) problems.bankCode = t('wallet.field_required');
    const numberProblem = accountNumberProblem(input.accountNumber);
    if (numberProblem) problems.accountNumber = message('accountNumber', numberProblem);
    const nameProblem = holderNameProblem(input.holderName);
    if (nameProblem) problems.holderName = message('holderName', nameProblem);
    show(problems);
    if (Object.keys(problems).length > 0) return;
    send(
      () => bind.mutateAsync(input),
      (field) => (field === 'bankCode' ? t('wallet.field_required') : message(field, 'format')),
    );
  }

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('wallet.add_card_link')}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-bank`}>
          {t('wallet.bank')}
        </label>
        <select
          id={`${id}-bank`}
          name="bankCode"
          className="field__select"
          ref={bankRef}
          defaultValue=""
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${id}-bank-error` : undefined}
        >
          <option value="">{t('wallet.choose_bank')}</option>
          {(info?.banks ?? []).map((b) => (
            <option key={b.bankCode} value={b.bankCode}>
              {b.bankName}
            </option>
          ))}
        </select>
        {errors.bankCode ? (
          <p id={`${id}-bank-error`} className="field__error" role="alert">
            {errors.bankCode}
          </p>
        ) : null}
      </div>
      <TextField name="accountNumber" label={t('wallet.account_number')} inputMode="numeric" autoComplete="off" inputRef={numberRef} error={errors.accountNumber} />
      <TextField name="holderName" label={t('wallet.holder_name')} autoComplete="name" inputRef={nameRef} error={errors.holderName} />
      {formError ? (
        <p className="form-error" role="alert">
          {noticeText(formError)}
        </p>
      ) : null}
      <Button type="submit" block busy={pending}>
        {t('wallet.card_submit')}
      </Button>
    </form>
  );
}
