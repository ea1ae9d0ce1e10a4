import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointMarketEndpoint } from '@portico/contract/point-market';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/use-session';

/** GET /wps/relay/MCSFE_getPointMarket: items and the member's points. */
export function pointMarketQueryOptions(token: string | null, language: string) {
  return queryOptions({
    queryKey: ['point-market', token, language],
    queryFn: () => callEndpoint(pointMarketEndpoint, {}),
    enabled: token !== null,
  });
}

export function usePointMarket() {
  const session = useSession();
  return useQuery(pointMarketQueryOptions(session?.token ?? null, useCurrentLanguage()));
}
