import { useId, useRef, useState, type FormEvent } from 'react';
import type { DepositChannel } from '@portico/contract/wallet';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { events } from '../../../lib/events/app-events';
import { describeError } from '../../../lib/http/describe-error';
import type { NoticePayload } from '../../../lib/notify/notify';
import { useSession } from '../../../lib/session/use-session';
import { useGuardedSubmit } from '../../../lib/submit/use-guarded-submit';
import { useCreateDepositOrder } from '../api/create-deposit-order';
import { checkAmount } from '../model/amount';
import { keyFor, settleKey } from '../model/idempotency';
import { currencyDigits, toMajor } from '../model/money';
import { depositSubmitted } from '../model/tracking';
import { useWalletT } from '../strings';
import { amountMessage } from './amount-message';
import { useMoney } from './use-money';

interface DepositFormProps {
  channels: DepositChannel[];
  /** Where the browser goes to pay (the checkout page); replaced in tests. */
  goTo?: (url: string) => void;
}

/** Channel, amount (typed or a quick amount), submit once → the channel's checkout page. */
export function DepositForm({ channels, goTo = (url) => location.assign(url) }: DepositFormProps) {
  const t = useWalletT();
  const money = useMoney();
  const noticeText = useNoticeText();
  const session = useSession();
  const create = useCreateDepositOrder();
  const submit = useGuardedSubmit();
  const groupId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [channelId, setChannelId] = useState(channels[0]?.channelId ?? 0);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  const channel = channels.find((c) => c.channelId === channelId) ?? channels[0];
  if (!channel) return null;
  const limits = { min: money(channel.minAmount), max: money(channel.maxAmount) };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!channel || !session) return;
    const checked = checkAmount(amount, { currency: channel.currency, min: channel.minAmount, max: channel.maxAmount });
    setFormError(null);
    if (checked.problem) {
      setError(amountMessage(t, checked.problem, limits));
      amountRef.current?.focus();
      return;
    }
    setError(null);
    const minor = checked.minor;
    void submit.run('submit', async () => {
      const idempotencyKey = keyFor('deposit', `${channel.channelId}:${minor}`);
      events.emit('deposit-tracked', depositSubmitted({ customerId: session.customerId ?? session.id, customerName: session.userName }, channel.currency, minor, idempotencyKey));
      try {
        const order = await create.mutateAsync({ channelId: channel.channelId, amount: minor, idempotencyKey });
        settleKey('deposit');
        goTo(order.checkoutUrl);
      } catch (err) {
        setFormError(describeError(err));
      }
    });
  }

  const digits = currencyDigits(channel.currency);
  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('wallet.deposit_title')}>
      <div className="field">
        <label className="field__label" htmlFor={`${groupId}-channel`}>
          {t('wallet.channel')}
        </label>
        <select id={`${groupId}-channel`} className="field__select" value={channel.channelId} onChange={(e) => setChannelId(Number(e.target.value))}>
          {channels.map((c) => (
            <option key={c.channelId} value={c.channelId}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="amount"
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        inputRef={amountRef}
        error={error}
        {...(error ? {} : { 'aria-describedby': `${groupId}-range` })}
      />
      <p id={`${groupId}-range`} className="field__hint">
        {t('wallet.amount_range', limits)}
      </p>
      <div className="wallet__quick" role="group" aria-label={t('wallet.amount')}>
        {channel.quickAmounts.map((q) => (
          <Button key={q} variant="secondary" onClick={() => setAmount(toMajor(q, channel.currency).toFixed(digits))}>
            {money(q)}
          </Button>
        ))}
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {noticeText(formError)}
        </p>
      ) : null}
      <Button type="submit" block busy={submit.pending !== null}>
        {t('wallet.deposit_submit')}
      </Button>
    </form>
  );
}
