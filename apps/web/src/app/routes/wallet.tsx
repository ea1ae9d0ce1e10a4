import { WalletScreen } from '../../features/wallet/components/WalletScreen';
import { useWalletT } from '../../features/wallet/strings';
import { MemberPage } from './member-page';

/** /m/wallet (issue 30 point 4): the Wallet tab; members only. */
export default function WalletRoute() {
  const t = useWalletT();
  return (
    <MemberPage title={t('wallet.wallet_title')}>
      <WalletScreen />
    </MemberPage>
  );
}
