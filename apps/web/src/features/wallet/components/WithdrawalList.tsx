import { useId } from 'react';
import { useDateTime } from './format-date';
import { useWithdrawals } from '../api/get-withdrawals';
import { useWalletT } from '../strings';
import { useMoney } from './use-money';

/** The member's withdrawals, newest first, with their status. */
export function WithdrawalList() {
  const t = useWalletT();
  const money = useMoney();
  const formatDateTime = useDateTime();
  const id = useId();
  const { data } = useWithdrawals();
  if (!data || data.length === 0) return null;
  const statusText = { pending: t('wallet.status_pending'), paid: t('wallet.status_paid'), rejected: t('wallet.status_rejected') };
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t('wallet.withdrawals')}
      </h2>
      <ul className="wallet__list">
        {data.map((w) => (
          <li key={w.withdrawalId} className="wallet__row">
            <span>
              {money(w.amount)} · {w.accountLabel}
              <br />
              <span className="muted">{formatDateTime(w.createdAt)}</span>
            </span>
            <span className={`wallet__status wallet__status--${w.status}`}>{statusText[w.status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
