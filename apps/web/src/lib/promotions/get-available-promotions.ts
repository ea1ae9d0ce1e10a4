import { queryOptions, useQuery } from '@tanstack/react-query';
import { availablePromotionsEndpoint } from '@portico/contract/promotions';
import { callEndpoint } from '../http/call-endpoint';
import { useSession } from '../session/use-session';

/**
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (doc E §7). In lib, not a feature: the
 * referral entry, the activities' go-button and the reward centre all read it (decision 029).
 */
export function availablePromotionsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['promotions', 'available', token],
    queryFn: () => callEndpoint(availablePromotionsEndpoint, { alert: false }),
    staleTime: 60_000,
  });
}

export function useAvailablePromotions() {
  const session = useSession();
  return useQuery(availablePromotionsQueryOptions(session?.token ?? null));
}
