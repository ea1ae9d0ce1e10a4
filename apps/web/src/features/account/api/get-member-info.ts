import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { memberInfoRef } from '../../../lib/http/first-load-endpoints';
import { useSession } from '../../../lib/session/use-session';

/**
 * GET /wps/member/info with the session's token; or with `token`, a token not yet the session
 * (the route guard's query token, decision 024): then a refusal is only passed on, nothing shown.
 */
export function fetchMemberInfo(token?: string) {
  return token === undefined
    ? callEndpoint(memberInfoRef, {})
    : callEndpoint(memberInfoRef, { auth: false, headers: { Authorization: token }, alert: false });
}

export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => fetchMemberInfo(),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Member info for the signed-in member; a visitor (type -1) has none. */
export function useMemberInfo() {
  const session = useSession();
  return useQuery(memberInfoQueryOptions(session?.token ?? null));
}
