import { queryOptions, useQuery } from '@tanstack/react-query';
import { rankProgressEndpoint } from '@portico/contract/vip';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/**
 * GET /wps/relay/MCSFE_getPlayerRankProgress for the bar's VIP rule (doc E §4). The same query key as
 * the VIP card's, so home asks once. alert off: without the rank the bar just stays hidden.
 */
export function barRankQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['vip', 'rank-progress', token],
    queryFn: () => callEndpoint(rankProgressEndpoint, { alert: false }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The member's rank level; null for a visitor, while loading or when it could not be read. */
export function useRankLevel(enabled: boolean): { level: number | null; settled: boolean } {
  const session = useSession();
  const query = useQuery({ ...barRankQueryOptions(session?.token ?? null), enabled: enabled && session !== null });
  return { level: query.data?.playerRankProgress.rankLevel ?? null, settled: !enabled || session === null || !query.isPending };
}
