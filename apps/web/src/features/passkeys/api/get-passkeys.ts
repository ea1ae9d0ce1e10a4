import { queryOptions, useQuery } from '@tanstack/react-query';
import { passkeyListEndpoint } from '@portico/contract/passkeys';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/member/passkeys, per session token. */
export function passkeysQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['passkeys', token],
    queryFn: () => callEndpoint(passkeyListEndpoint),
    enabled: token !== null,
  });
}

export function usePasskeys() {
  const session = useSession();
  return useQuery(passkeysQueryOptions(session?.token ?? null));
}
