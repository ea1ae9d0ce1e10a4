import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { WalletHistoryFilter } from '@portico/contract/wallet';
import { Button } from '../../../components/ui/Button';
import { useWalletHistory } from '../api/get-wallet-history';
import { useWalletT } from '../strings';
import { HistoryFilter } from './HistoryFilter';
import { HistoryRow } from './HistoryRow';

/** The ledger's movements, newest first, filtered by kind, a page more at each "Load more". */
export function TransactionHistory() {
  const t = useWalletT();
  const id = useId();
  const [filter, setFilter] = useState<WalletHistoryFilter>('all');
  const history = useWalletHistory(filter);
  const pages = history.data?.pages ?? [];
  // Pages are offsets: a movement made between two pages would show twice; it is kept once.
  const entries = [...new Map(pages.flatMap((p) => p.entries).map((e) => [e.entryId, e])).values()];
  const total = pages.at(-1)?.total ?? 0;
  const empty = { all: t('wallet.history_empty'), deposits: t('wallet.history_empty_deposits'), withdrawals: t('wallet.history_empty_withdrawals') };
  return (
    <section className="card" aria-labelledby={id} aria-busy={history.isFetching || undefined}>
      <h2 id={id} className="card__title">
        {t('wallet.history')}
      </h2>
      <HistoryFilter value={filter} onChange={setFilter} />
      {history.isPending ? <p className="muted">{t('wallet.history_loading')}</p> : null}
      {history.isError && !history.data ? (
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('wallet.retry')}
        </Button>
      ) : null}
      {history.isSuccess && entries.length === 0 ? (
        <div className="wallet__empty">
          <p className="muted">{empty[filter]}</p>
          <Link href="/voucherCenter" className="button button--primary">
            {t('wallet.deposit_title')}
          </Link>
        </div>
      ) : null}
      {entries.length > 0 ? (
        <>
          <ul className="wallet__list wallet__history">
            {entries.map((entry) => (
              <HistoryRow key={entry.entryId} entry={entry} />
            ))}
          </ul>
          <p className="muted wallet__shown">{t('wallet.history_shown', { shown: String(entries.length), total: String(total) })}</p>
        </>
      ) : null}
      {history.hasNextPage ? (
        <Button variant="secondary" block busy={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('wallet.load_more')}
        </Button>
      ) : null}
    </section>
  );
}
