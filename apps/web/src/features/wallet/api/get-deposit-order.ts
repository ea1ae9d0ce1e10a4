import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositOrderEndpoint } from '@portico/contract/wallet';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getDepositOrder: the order the checkout sent the browser back with. */
export function depositOrderQueryOptions(token: string | null, orderId: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'deposit-order', token, orderId],
    queryFn: () => callEndpoint(depositOrderEndpoint, { query: { orderId: orderId ?? '' }, alert: false }),
    enabled: token !== null && orderId !== null,
  });
}

export function useDepositOrder(orderId: string | null) {
  const session = useSession();
  return useQuery(depositOrderQueryOptions(session?.token ?? null, orderId));
}
