import { BalanceCard } from './BalanceCard';
import { BoundAccounts } from './BoundAccounts';
import { TransactionHistory } from './TransactionHistory';
import { WalletActions } from './WalletActions';
import './wallet.css';

/** /m/wallet, the Wallet tab (issue 30 point 4): the balance, the two ways money moves, the accounts, the history. */
export function WalletScreen() {
  return (
    <>
      <BalanceCard />
      <WalletActions />
      <BoundAccounts />
      <TransactionHistory />
    </>
  );
}
