import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositSettingsEndpoint } from '@portico/contract/wallet';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getDepositSettings: the voucher center's channels. */
export function depositSettingsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'deposit-settings', token],
    queryFn: () => callEndpoint(depositSettingsEndpoint),
    enabled: token !== null,
  });
}

export function useDepositSettings() {
  const session = useSession();
  return useQuery(depositSettingsQueryOptions(session?.token ?? null));
}
