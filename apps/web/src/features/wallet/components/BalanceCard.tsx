import { useId } from 'react';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useWalletT } from '../strings';
import { useMoney } from './use-money';
import './wallet.css';

/** The member's balance, and what pending withdrawals hold. */
export function BalanceCard() {
  const t = useWalletT();
  const money = useMoney();
  const id = useId();
  const { data } = useWalletBalance();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t('wallet.balance')}
      </h2>
      <p className="wallet__balance" aria-live="polite">
        {data ? money(data.balance) : '…'}
      </p>
      {data && data.held > 0 ? <p className="muted">{t('wallet.held', { amount: money(data.held) })}</p> : null}
    </section>
  );
}
