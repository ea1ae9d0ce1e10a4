import { queryOptions, useQuery } from '@tanstack/react-query';
import { missionsEndpoint } from '@portico/contract/missions';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getMissions: missions with the member's progress. */
export function missionsQueryOptions(token: string | null, language: string) {
  return queryOptions({
    queryKey: ['missions', token, language],
    queryFn: () => callEndpoint(missionsEndpoint, {}),
    enabled: token !== null,
  });
}

export function useMissions() {
  const session = useSession();
  return useQuery(missionsQueryOptions(session?.token ?? null, useCurrentLanguage()));
}
