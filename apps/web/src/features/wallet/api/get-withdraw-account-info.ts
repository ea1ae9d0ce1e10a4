import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawAccountInfoEndpoint } from '@portico/contract/withdraw';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getWithdrawAccountInfo: bound bank cards and Pix keys, the banks a card can be bound to. */
export function withdrawAccountInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'accounts', token],
    queryFn: () => callEndpoint(withdrawAccountInfoEndpoint),
    enabled: token !== null,
  });
}

export function useWithdrawAccountInfo() {
  const session = useSession();
  return useQuery(withdrawAccountInfoQueryOptions(session?.token ?? null));
}
