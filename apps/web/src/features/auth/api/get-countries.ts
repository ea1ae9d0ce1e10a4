import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryEndpoint } from '@portico/contract/system';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { getMerchantCode } from '../../../lib/merchant';

/** GET /wps/system/country (doc A §7: parameter _ carries the merchant); cached for the session. */
export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'country'],
    queryFn: () => callEndpoint(countryEndpoint, { query: { _: getMerchantCode() }, cache: true }),
    staleTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
