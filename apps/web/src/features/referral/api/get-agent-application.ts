import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentApplicationEndpoint } from '@portico/contract/referral';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/member/agentApplication: the member's latest application, or null. */
export function agentApplicationQueryOptions(token: string | null, language: string) {
  return queryOptions({
    queryKey: ['agent-application', token, language],
    queryFn: () => callEndpoint(agentApplicationEndpoint, {}),
    enabled: token !== null,
  });
}

export function useAgentApplication() {
  const session = useSession();
  return useQuery(agentApplicationQueryOptions(session?.token ?? null, useCurrentLanguage()));
}
