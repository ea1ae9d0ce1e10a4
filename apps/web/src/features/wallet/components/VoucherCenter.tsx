import { useDepositSettings } from '../api/get-deposit-settings';
import { useWalletT } from '../strings';
import { BalanceCard } from './BalanceCard';
import { DepositForm } from './DepositForm';
import { DepositResult } from './DepositResult';

/** /m/voucherCenter: the result of a payment just made, the balance, and the deposit form. */
export function VoucherCenter() {
  const t = useWalletT();
  const { data } = useDepositSettings();
  return (
    <>
      <DepositResult />
      <BalanceCard />
      {data && data.channels.length === 0 ? <p className="muted">{t('wallet.no_channels')}</p> : null}
      {data && data.channels.length > 0 ? <DepositForm channels={data.channels} /> : null}
    </>
  );
}
