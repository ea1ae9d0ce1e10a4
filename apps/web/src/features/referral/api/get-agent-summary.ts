import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentSummaryEndpoint } from '@portico/contract/referral';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/member/agent/summary: an agent's code, link and invited members (decision 056). */
export function agentSummaryQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['agent-summary', token],
    queryFn: () => callEndpoint(agentSummaryEndpoint, {}),
    enabled: token !== null,
  });
}

export function useAgentSummary() {
  const session = useSession();
  return useQuery(agentSummaryQueryOptions(session?.token ?? null));
}
