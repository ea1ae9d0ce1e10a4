import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { rankProgressRef } from '../../../lib/http/first-load-endpoints';
import { useSession } from '../../../lib/session/use-session';

/**
 * GET /wps/relay/MCSFE_getPlayerRankProgress, per session token (doc A §4: fetched on sign-in).
 * alert is off: the progress card is an extra, and a member who just signed in must not meet an
 * error notice about it. A session that ended is still handled by the request layer.
 */
export function rankProgressQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['vip', 'rank-progress', token],
    queryFn: () => callEndpoint(rankProgressRef, { alert: false }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Every signed-in member has one, restricted (type 4) members included. */
export function useRankProgress() {
  const session = useSession();
  return useQuery(rankProgressQueryOptions(session?.token ?? null));
}
