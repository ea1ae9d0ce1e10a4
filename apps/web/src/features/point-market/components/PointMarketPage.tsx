import { useRef, useState } from 'react';
import type { PointItem } from '@portico/contract/point-market';
import { useT } from '../../../lib/i18n/keys';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/Button';
import { useFormatNumber } from '../../../lib/country/use-format-number';
import { usePointMarket } from '../api/get-point-market';
import { useRedeem } from '../api/redeem';
import { usePointMarketT } from '../strings';
import { RedeemConfirm } from './RedeemConfirm';

/** /m/mall/mallHome: the member's points and the items to spend them on. */
export function PointMarketPage() {
  const t = usePointMarketT();
  const tc = useT();
  const formatNumber = useFormatNumber();
  const { data, isPending } = usePointMarket();
  const redeem = useRedeem();
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<PointItem | null>(null);
  // One request id per tap target until it succeeds: a retried or doubled tap redeems once.
  const requestIds = useRef(new Map<number, string>());
  if (isPending || !data) return <p className="muted">{tc('common.loading')}</p>;

  // The question closes on the first tap of Redeem, and a redemption under way takes no other.
  function buy({ id: itemId, name }: PointItem) {
    setAsking(null);
    if (redeem.isPending) return;
    const requestId = requestIds.current.get(itemId) ?? crypto.randomUUID();
    requestIds.current.set(itemId, requestId);
    redeem.mutate(
      { itemId, requestId },
      {
        onSuccess: () => {
          requestIds.current.delete(itemId);
          setDone(t('pointMarket.redeemed', { item: name }));
        },
        onError: () => requestIds.current.delete(itemId),
      },
    );
  }

  return (
    <>
      <p className="card points" aria-live="polite">
        {t('pointMarket.balance', { points: formatNumber(data.points) })}
      </p>
      <p role="status" className="muted">
        {done ?? ''}
      </p>
      <ul className="stack" aria-label={t('pointMarket.title')}>
        {data.items.map((item) => {
          const affordable = data.points >= item.pointsPrice;
          return (
            <li key={item.id} className="card">
              <h2 className="card__title">{item.name}</h2>
              {item.description ? <p className="muted">{item.description}</p> : null}
              <p>
                {t('pointMarket.price', { points: formatNumber(item.pointsPrice) })} ·{' '}
                {item.stock > 0 ? t('pointMarket.stock', { count: formatNumber(item.stock) }) : t('pointMarket.sold_out')}
              </p>
              <Button block busy={redeem.isPending && redeem.variables?.itemId === item.id} disabled={!affordable || item.stock === 0} onClick={() => setAsking(item)} aria-label={`${t('pointMarket.redeem')}: ${item.name}`}>
                {affordable ? t('pointMarket.redeem') : t('pointMarket.not_enough')}
              </Button>
            </li>
          );
        })}
      </ul>
      <RedeemConfirm item={asking} points={data.points} onConfirm={buy} onCancel={() => setAsking(null)} />
    </>
  );
}

export function PointMarketLink() {
  const t = usePointMarketT();
  return (
    <Link href="/mall/mallHome" className="link-list__item">
      {t('pointMarket.title')}
    </Link>
  );
}
