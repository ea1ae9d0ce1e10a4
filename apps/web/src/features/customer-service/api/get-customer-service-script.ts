import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseRows } from '@portico/contract/content-rows';
import { customerServiceEntry, customerServiceScriptEndpoint } from '@portico/contract/customer-service';
import type { LanguageCode } from '@portico/contract/languages';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/** GET /wps/relay/WPSCORE_getCustomerServiceScript: the merchant's entries; a malformed row is skipped. */
export async function fetchCustomerServiceScript() {
  return parseRows(customerServiceEntry, await callEndpoint(customerServiceScriptEndpoint, {})).rows;
}

export function customerServiceScriptQueryOptions(language: LanguageCode) {
  return queryOptions({ queryKey: ['customer-service', 'script', language], queryFn: fetchCustomerServiceScript, staleTime: 300_000 });
}

export function useCustomerServiceScript() {
  return useQuery(customerServiceScriptQueryOptions(useCurrentLanguage()));
}
