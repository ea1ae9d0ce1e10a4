import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletHistoryEndpoint, type WalletHistoryFilter } from '@portico/contract/wallet';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** Movements per page: a phone screen and a half. The platform serves at most its own maximum. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /wps/relay/MCSFE_getWalletHistory: the member's ledger movements, newest first, a page at a time. */
export function walletHistoryQueryOptions(token: string | null, filter: WalletHistoryFilter) {
  return infiniteQueryOptions({
    queryKey: ['wallet', 'history', filter, token],
    queryFn: ({ pageParam }) => callEndpoint(walletHistoryEndpoint, { query: { page: pageParam, size: HISTORY_PAGE_SIZE, filter } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: token !== null,
  });
}

export function useWalletHistory(filter: WalletHistoryFilter) {
  const session = useSession();
  return useInfiniteQuery(walletHistoryQueryOptions(session?.token ?? null, filter));
}
