import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadSettingEndpoint } from '@portico/contract/download';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** GET /wps/relay/WPSCORE_getDownloadSetting for this host: the APP_DOWNLOAD go-button's links until the install issue. */
export function downloadSettingQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['download-setting', domain],
    queryFn: () => callEndpoint(downloadSettingEndpoint, { query: { domain }, alert: false }),
    staleTime: 300_000,
  });
}

export function useDownloadSetting(enabled: boolean) {
  return useQuery({ ...downloadSettingQueryOptions(location.hostname), enabled });
}
