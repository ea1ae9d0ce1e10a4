import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsEndpoint } from '@portico/contract/withdraw';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getWithdrawals: the member's latest withdrawals with their status. */
export function withdrawalsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'withdrawals', token],
    queryFn: () => callEndpoint(withdrawalsEndpoint),
    enabled: token !== null,
  });
}

export function useWithdrawals() {
  const session = useSession();
  return useQuery(withdrawalsQueryOptions(session?.token ?? null));
}
