import { useId, useRef, useState, type FormEvent } from 'react';
import type { PayoutAccount } from '@portico/contract/withdraw';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { events } from '../../../lib/events/app-events';
import { describeError } from '../../../lib/http/describe-error';
import type { NoticePayload } from '../../../lib/notify/notify';
import { useSession } from '../../../lib/session/use-session';
import { useGuardedSubmit } from '../../../lib/submit/use-guarded-submit';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { checkAmount } from '../model/amount';
import { keyFor, settleKey } from '../model/idempotency';
import { withdrawalRequested } from '../model/tracking';
import { useWalletT } from '../strings';
import { amountMessage } from './amount-message';
import { useMoney } from './use-money';

interface WithdrawFormProps {
  accounts: PayoutAccount[];
  balance: number;
  currency: string;
  /** No withdrawal before this one: tracking's first withdrawal. */
  first: boolean;
}

/** Account, amount (up to the balance), submit once: the amount is held until the operator decides. */
export function WithdrawForm({ accounts, balance, currency, first }: WithdrawFormProps) {
  const t = useWalletT();
  const money = useMoney();
  const noticeText = useNoticeText();
  const session = useSession();
  const create = useCreateWithdrawal();
  const submit = useGuardedSubmit();
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [accountId, setAccountId] = useState(accounts[0]?.accountId ?? 0);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  const [done, setDone] = useState(false);
  // The smallest unit up to the balance: a larger amount would only be refused by the platform.
  const limits = { currency, min: 1, max: balance };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!session) return;
    const checked = checkAmount(amount, limits);
    setFormError(null);
    setDone(false);
    if (checked.problem) {
      setError(amountMessage(t, checked.problem, { min: money(1), max: money(balance) }));
      amountRef.current?.focus();
      return;
    }
    setError(null);
    const minor = checked.minor;
    void submit.run('submit', async () => {
      const idempotencyKey = keyFor('withdraw', `${accountId}:${minor}`);
      try {
        await create.mutateAsync({ accountId, amount: minor, idempotencyKey });
        settleKey('withdraw');
        events.emit('withdrawal-tracked', withdrawalRequested({ customerId: session.customerId ?? session.id, customerName: session.userName }, currency, minor, first, idempotencyKey));
        setAmount('');
        setDone(true);
      } catch (err) {
        setFormError(describeError(err));
      }
    });
  }

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('wallet.withdraw_title')}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-account`}>
          {t('wallet.accounts')}
        </label>
        <select id={`${id}-account`} className="field__select" value={accountId} onChange={(e) => setAccountId(Number(e.target.value))}>
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {`${a.bankName} ${a.maskedNumber}`}
            </option>
          ))}
        </select>
      </div>
      <TextField name="amount" label={t('wallet.amount')} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} inputRef={amountRef} error={error} />
      {formError ? (
        <p className="form-error" role="alert">
          {noticeText(formError)}
        </p>
      ) : null}
      {done ? (
        <p className="wallet__result" role="status">
          {t('wallet.withdraw_requested')}
        </p>
      ) : null}
      <Button type="submit" block busy={submit.pending !== null}>
        {t('wallet.withdraw_submit')}
      </Button>
    </form>
  );
}
