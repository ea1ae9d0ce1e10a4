import { queryOptions, useQuery } from '@tanstack/react-query';
import { activitiesEndpoint } from '@portico/contract/activities';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/** GET /wps/relay/MCSFE_getListActivities, per language (the texts come in it). */
export function activitiesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['activities', 'list', language],
    queryFn: () => callEndpoint(activitiesEndpoint, { alert: false }),
    staleTime: 60_000,
  });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions(useCurrentLanguage()));
}
