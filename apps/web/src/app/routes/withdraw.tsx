import { Withdraw } from '../../features/wallet/components/Withdraw';
import { useWalletT } from '../../features/wallet/strings';
import { useDocumentTitle } from '../use-document-title';

/** /m/withdraw (issue 12): withdrawals to a bound account; members only. */
export default function WithdrawRoute() {
  const t = useWalletT();
  useDocumentTitle(t('wallet.withdraw_title'));
  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('wallet.withdraw_title')}</h1>
      </div>
      <Withdraw />
    </main>
  );
}
