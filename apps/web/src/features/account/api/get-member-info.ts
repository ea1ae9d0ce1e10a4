import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberInfoEndpoint } from '@portico/contract/member';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => callEndpoint(memberInfoEndpoint, {}),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Member info for the signed-in member; a visitor (type -1) has none. */
export function useMemberInfo() {
  const session = useSession();
  return useQuery(memberInfoQueryOptions(session?.token ?? null));
}
