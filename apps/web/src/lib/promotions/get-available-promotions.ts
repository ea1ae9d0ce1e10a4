import { queryOptions, useQuery } from '@tanstack/react-query';
import { availablePromotionsEndpoint } from '@portico/contract/promotions';
import { callEndpoint } from '../http/call-endpoint';

/**
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (doc E §7). In lib, not a feature: the
 * referral entry, the activities' go-button and the reward centre all read it (decision 029).
 * Sent without Authorization (doc A §6): one answer per merchant, signed in or not.
 */
export function availablePromotionsQueryOptions() {
  return queryOptions({
    queryKey: ['promotions', 'available'],
    queryFn: () => callEndpoint(availablePromotionsEndpoint, { alert: false }),
    staleTime: 60_000,
  });
}

export function useAvailablePromotions() {
  return useQuery(availablePromotionsQueryOptions());
}
