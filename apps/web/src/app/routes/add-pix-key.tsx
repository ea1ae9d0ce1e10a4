import { PixKeyForm } from '../../features/wallet/components/PixKeyForm';
import { useWalletT } from '../../features/wallet/strings';
import { useDocumentTitle } from '../use-document-title';

/** /m/securityCenter/addBankCardPix (issue 12): bind a Pix key (BRL merchants); members only. */
export default function AddPixKeyRoute() {
  const t = useWalletT();
  useDocumentTitle(t('wallet.add_pix_link'));
  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('wallet.add_pix_link')}</h1>
      </div>
      <PixKeyForm />
    </main>
  );
}
