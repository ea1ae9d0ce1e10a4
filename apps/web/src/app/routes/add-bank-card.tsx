import { BankCardForm } from '../../features/wallet/components/BankCardForm';
import { useWalletT } from '../../features/wallet/strings';
import { useDocumentTitle } from '../use-document-title';

/** /m/securityCenter/addBankCard (issue 12): bind a bank account; members only. */
export default function AddBankCardRoute() {
  const t = useWalletT();
  useDocumentTitle(t('wallet.add_card_link'));
  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('wallet.add_card_link')}</h1>
      </div>
      <BankCardForm />
    </main>
  );
}
