import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadSettingEndpoint } from '@portico/contract/download';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/**
 * Relay WPSCORE_getDownloadSetting for this domain: the app downloads the app-only launch message
 * links to (the install issue builds the real install flow later). alert off: the message stands on its own.
 */
export function downloadSettingQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['games', 'download-setting', domain],
    queryFn: () => callEndpoint(downloadSettingEndpoint, { query: { domain }, alert: false }),
    staleTime: 5 * 60_000,
  });
}

export function useDownloadSetting(domain: string) {
  return useQuery(downloadSettingQueryOptions(domain));
}
