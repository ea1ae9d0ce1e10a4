import { useId } from 'react';
import { Link } from 'wouter';
import { useWithdrawAccountInfo } from '../api/get-withdraw-account-info';
import { useWalletT } from '../strings';

/** The bank cards and Pix keys withdrawals go to, and the ways to bind another (as the withdraw page offers them). */
export function BoundAccounts() {
  const t = useWalletT();
  const id = useId();
  const { data: info } = useWithdrawAccountInfo();
  if (!info) return null;
  const accounts = [...info.fullBankCardList, ...info.fullEWalletList, ...info.fullVirtualWalletList];
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t('wallet.accounts')}
      </h2>
      {accounts.length === 0 ? (
        <p className="muted">{t('wallet.no_accounts')}</p>
      ) : (
        <ul className="wallet__list">
          {accounts.map((a) => (
            <li key={a.accountId} className="wallet__account">
              <span className="wallet__account-name">
                <bdi>
                  {a.bankName} {a.maskedNumber}
                </bdi>
              </span>
              <span className="muted">{a.holderName}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="wallet__links">
        <Link href="/securityCenter/addBankCard">{t('wallet.add_card_link')}</Link>
        {info.pixEnabled ? <Link href="/securityCenter/addBankCardPix">{t('wallet.add_pix_link')}</Link> : null}
      </p>
    </section>
  );
}
