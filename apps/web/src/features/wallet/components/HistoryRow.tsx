import type { WalletHistoryEntry } from '@portico/contract/wallet';
import { useWalletT } from '../strings';
import { useDateTime } from './format-date';
import { MovementIcon } from './MovementIcon';
import { useMoney } from './use-money';

/** One movement: what it was, through what, its state, when, and what it did to the balance (signed). */
export function HistoryRow({ entry }: { entry: WalletHistoryEntry }) {
  const t = useWalletT();
  const money = useMoney();
  const formatDateTime = useDateTime();
  const label = {
    deposit: t('wallet.kind_deposit'),
    withdrawal: t('wallet.kind_withdrawal'),
    withdrawal_returned: t('wallet.kind_withdrawal_returned'),
  }[entry.kind];
  const state = {
    credited: t('wallet.state_credited'),
    pending: t('wallet.status_pending'),
    paid: t('wallet.status_paid'),
    returned: t('wallet.state_returned'),
  }[entry.state];
  const direction = entry.amount >= 0 ? 'in' : 'out';
  // U+2212 MINUS SIGN: the width of the plus, so amounts line up.
  const sign = entry.amount >= 0 ? '+' : '\u2212';
  return (
    <li className={`wallet__entry wallet__entry--${direction}`}>
      <span className="wallet__entry-icon">
        <MovementIcon direction={direction} />
      </span>
      <span className="wallet__entry-main">
        <span className="wallet__entry-label">{label}</span>
        {entry.detail ? (
          <span className="wallet__entry-detail">
            <bdi>{entry.detail}</bdi>
          </span>
        ) : null}
        <time className="wallet__entry-date" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </span>
      <span className="wallet__entry-end">
        <span className="wallet__entry-amount" dir="ltr">
          {sign}
          {money(Math.abs(entry.amount))}
        </span>
        <span className={`wallet__status wallet__status--${entry.state}`}>{state}</span>
      </span>
    </li>
  );
}
