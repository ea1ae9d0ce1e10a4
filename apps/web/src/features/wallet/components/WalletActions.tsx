import { Link } from 'wouter';
import { useWalletT } from '../strings';
import { MovementIcon } from './MovementIcon';

/** Deposit and Withdraw, side by side and large: the two things a player comes to the wallet for. */
export function WalletActions() {
  const t = useWalletT();
  return (
    <div className="wallet__actions">
      <Link href="/voucherCenter" className="button button--primary wallet__action">
        <MovementIcon direction="in" />
        {t('wallet.deposit_title')}
      </Link>
      <Link href="/withdraw" className="button button--secondary wallet__action">
        <MovementIcon direction="out" />
        {t('wallet.withdraw_title')}
      </Link>
    </div>
  );
}
