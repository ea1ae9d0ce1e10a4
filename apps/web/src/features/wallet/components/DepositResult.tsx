import { useEffect, useRef, useState } from 'react';
import { events } from '../../../lib/events/app-events';
import { useSession } from '../../../lib/session/use-session';
import { useDepositOrder } from '../api/get-deposit-order';
import { depositPaid } from '../model/tracking';
import { useWalletT } from '../strings';
import { useMoney } from './use-money';

/** The order id the checkout returned with (`?order=`), read once; the address then loses it, so a reload tracks nothing twice. */
function useReturnedOrder(): string | null {
  const [orderId] = useState(() => new URLSearchParams(location.search).get('order'));
  useEffect(() => {
    if (orderId === null) return;
    const url = new URL(location.href);
    url.searchParams.delete('order');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [orderId]);
  return orderId;
}

/** What became of the payment the member just came back from: paid (and the events), cancelled, expired or pending. */
export function DepositResult() {
  const t = useWalletT();
  const money = useMoney();
  const session = useSession();
  const orderId = useReturnedOrder();
  const { data: order } = useDepositOrder(orderId);
  const tracked = useRef(false);

  useEffect(() => {
    if (!order || !session || order.status !== 'paid' || tracked.current) return;
    tracked.current = true;
    for (const payload of depositPaid({ customerId: session.customerId ?? session.id, customerName: session.userName }, order)) {
      events.emit('deposit-tracked', payload);
    }
  }, [order, session]);

  if (!order) return null;
  const text =
    order.status === 'paid'
      ? t('wallet.result_paid', { amount: money(order.amount) })
      : order.status === 'failed'
        ? t('wallet.result_cancelled')
        : order.status === 'expired'
          ? t('wallet.result_expired')
          : t('wallet.result_pending');
  return (
    <p className="wallet__result" role="status">
      {text}
    </p>
  );
}
