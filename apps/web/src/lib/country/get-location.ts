import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationEndpoint } from '@portico/contract/system';
import { callEndpoint } from '../http/call-endpoint';

/**
 * GET /wps/system/location (doc A §7: "touched only for caching or flags"; decision 058): where the
 * platform places this visitor. Asked once per tab (kept in session storage) and only by a form that
 * shows the dialling-code picker, which starts on the visitor's own country when the merchant lists it.
 * A failure is no location: the merchant's default applies, nothing is shown.
 */
export function locationQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'location'],
    queryFn: () => callEndpoint(locationEndpoint, { cache: true, alert: false }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useVisitorLocation(enabled: boolean) {
  return useQuery({ ...locationQueryOptions(), enabled });
}
