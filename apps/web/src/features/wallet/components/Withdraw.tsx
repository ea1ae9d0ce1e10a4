import { Link } from 'wouter';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useWithdrawAccountInfo } from '../api/get-withdraw-account-info';
import { useWithdrawals } from '../api/get-withdrawals';
import { useWalletT } from '../strings';
import { BalanceCard } from './BalanceCard';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawalList } from './WithdrawalList';

/** /m/withdraw: balance, the form to a bound account (or the way to bind one first), the withdrawals. */
export function Withdraw() {
  const t = useWalletT();
  const { data: info } = useWithdrawAccountInfo();
  const { data: balance } = useWalletBalance();
  const { data: withdrawals } = useWithdrawals();
  const accounts = info ? [...info.fullBankCardList, ...info.fullEWalletList, ...info.fullVirtualWalletList] : [];
  return (
    <>
      <BalanceCard />
      {info && accounts.length === 0 ? <p className="muted">{t('wallet.no_accounts')}</p> : null}
      {info && balance && withdrawals && accounts.length > 0 ? (
        <WithdrawForm accounts={accounts} balance={balance.balance} currency={balance.currency} first={withdrawals.length === 0} />
      ) : null}
      {info ? (
        <p className="wallet__links">
          <Link href="/securityCenter/addBankCard">{t('wallet.add_card_link')}</Link>
          {info.pixEnabled ? <Link href="/securityCenter/addBankCardPix">{t('wallet.add_pix_link')}</Link> : null}
        </p>
      ) : null}
      <WithdrawalList />
    </>
  );
}
