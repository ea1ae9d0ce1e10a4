import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Eye, EyeOff } from 'lucide';
import { Icon } from '../../../components/ui/Icon';
import { safeStorage } from '../../../lib/storage/safe-storage';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useWalletT } from '../strings';
import { useMoney } from './use-money';
import './wallet.css';

const store = safeStorage(() => localStorage);
const HIDDEN_KEY = 'portico.balance.hidden';

/**
 * The member's balance and Deposit in the top bar (issue 30): on every tab without a tap. Tapping the
 * amount asks the platform again; the eye hides it on this device (for a crowded bus), remembered.
 */
export default function TopBarWallet() {
  const t = useWalletT();
  const money = useMoney();
  const hintId = useId();
  // On the deposit screen itself, Deposit would lead nowhere new.
  const [path] = useLocation();
  const { data, refetch, isFetching } = useWalletBalance();
  const [hidden, setHidden] = useState(() => store.getItem(HIDDEN_KEY) === '1');
  const toggle = () => {
    store.setItem(HIDDEN_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  return (
    <div className="top-wallet">
      <button type="button" className="top-wallet__balance" aria-describedby={hintId} aria-busy={isFetching || undefined} onClick={() => void refetch()}>
        <span className="visually-hidden">{hidden ? t('wallet.balance_hidden') : `${t('wallet.balance')} `}</span>
        <span className="top-wallet__amount" aria-hidden={hidden || undefined}>
          {hidden ? '••••' : data ? money(data.balance) : '…'}
        </span>
      </button>
      <span id={hintId} hidden>
        {t('wallet.refresh_hint')}
      </span>
      <button type="button" className="top-wallet__eye" aria-pressed={hidden} aria-label={t('wallet.hide_balance')} onClick={toggle}>
        <Icon node={hidden ? EyeOff : Eye} size={20} />
      </button>
      {path.toLowerCase() === '/vouchercenter' ? null : (
        <Link href="/voucherCenter" className="button button--primary top-wallet__deposit">
          {t('wallet.deposit_title')}
        </Link>
      )}
    </div>
  );
}
