import { WALLET_HISTORY_FILTERS, type WalletHistoryFilter } from '@portico/contract/wallet';
import { useWalletT } from '../strings';

/** All / Deposits / Withdrawals: toggle buttons in a labelled group, the chosen one pressed. */
export function HistoryFilter({ value, onChange }: { value: WalletHistoryFilter; onChange: (filter: WalletHistoryFilter) => void }) {
  const t = useWalletT();
  const label = { all: t('wallet.filter_all'), deposits: t('wallet.filter_deposits'), withdrawals: t('wallet.filter_withdrawals') };
  return (
    <div className="wallet__chips" role="group" aria-label={t('wallet.filter_label')}>
      {WALLET_HISTORY_FILTERS.map((filter) => (
        <button key={filter} type="button" className="wallet__chip" aria-pressed={filter === value} onClick={() => onChange(filter)}>
          {label[filter]}
        </button>
      ))}
    </div>
  );
}
