import { VoucherCenter } from '../../features/wallet/components/VoucherCenter';
import { useWalletT } from '../../features/wallet/strings';
import { useDocumentTitle } from '../use-document-title';

/** /m/voucherCenter (issue 12): deposits through the merchant's channels; members only (the route table's guard). */
export default function VoucherCenterRoute() {
  const t = useWalletT();
  useDocumentTitle(t('wallet.deposit_title'));
  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('wallet.deposit_title')}</h1>
      </div>
      <VoucherCenter />
    </main>
  );
}
