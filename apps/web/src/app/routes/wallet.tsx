import { WalletScreen } from '../../features/wallet/components/WalletScreen';
import { useWalletT } from '../../features/wallet/strings';
import { useDocumentTitle } from '../use-document-title';

/** /m/wallet (issue 30 point 4): the Wallet tab; members only. */
export default function WalletRoute() {
  const t = useWalletT();
  useDocumentTitle(t('wallet.wallet_title'));
  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('wallet.wallet_title')}</h1>
      </div>
      <WalletScreen />
    </main>
  );
}
