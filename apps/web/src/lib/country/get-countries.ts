import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryEndpoint } from '@portico/contract/system';
import { callEndpoint } from '../http/call-endpoint';
import { getMerchantCode } from '../merchant';

/**
 * GET /wps/system/country (doc A §7: parameter _ carries the merchant); cached for the session.
 * This query is the common store of doc E §3 "country info" (countries, default country and code,
 * currency, symbol and position): every feature reads it here, fetched once. It is kept out of
 * lib/site, whose chunk is on every first load: this would bring react-query's useQuery with it.
 */
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
