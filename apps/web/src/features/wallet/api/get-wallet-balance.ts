import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletBalanceEndpoint } from '@portico/contract/wallet';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getWalletBalance: the balance and the amount held by pending withdrawals. */
export function walletBalanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: () => callEndpoint(walletBalanceEndpoint),
    enabled: token !== null,
  });
}

export function useWalletBalance() {
  const session = useSession();
  return useQuery(walletBalanceQueryOptions(session?.token ?? null));
}
