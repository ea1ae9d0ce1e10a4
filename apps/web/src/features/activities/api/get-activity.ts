import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityEndpoint } from '@portico/contract/activities';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/** GET /wps/relay/MCSFE_getActivity?id= — the page says itself when the activity is not running. */
export function activityQueryOptions(id: number, language: string) {
  return queryOptions({
    queryKey: ['activities', 'one', id, language],
    queryFn: () => callEndpoint(activityEndpoint, { query: { id }, alert: false }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useActivity(id: number) {
  return useQuery(activityQueryOptions(id, useCurrentLanguage()));
}
