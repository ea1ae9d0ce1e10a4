import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadResource } from '@portico/contract/download';
import { callEndpoint } from '../http/call-endpoint';
import { downloadSettingRef } from '../http/first-load-endpoints';

/**
 * Relay WPSCORE_getDownloadSetting for this host (doc E §7): the merchant's app downloads, used where a
 * screen offers the app (the activity APP_DOWNLOAD button, the app-only game message) until the install
 * issue's prompt takes over. alert off: the screens stand on their own without the links.
 */
export function downloadSettingQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['download-setting', domain],
    queryFn: () => callEndpoint(downloadSettingRef, { query: { domain }, alert: false }),
    staleTime: 5 * 60_000,
  });
}

export interface AppDownload {
  platform: 'Android' | 'iOS';
  url: string;
}

/** The app links among the resources: Android, and iOS (the store app, else the setup profile); http(s) only. */
export function appDownloads(resources: readonly DownloadResource[]): AppDownload[] {
  const url = (type: DownloadResource['resourceType']) => resources.find((r) => r.resourceType === type && /^https?:\/\//i.test(r.url))?.url;
  const android = url('Android');
  const ios = url('IOS') ?? url('MOBILECONFIG');
  return [...(android ? [{ platform: 'Android' as const, url: android }] : []), ...(ios ? [{ platform: 'iOS' as const, url: ios }] : [])];
}

export function useAppDownloads(enabled = true): AppDownload[] {
  const { data } = useQuery({ ...downloadSettingQueryOptions(location.hostname), enabled });
  return data ? appDownloads(data) : [];
}

/** The merchant's download resources as the operator set them (doc E §3 "Resource"), for this host. */
export function useDownloadResources(enabled = true): { resources: DownloadResource[]; loaded: boolean } {
  const { data, isFetched } = useQuery({ ...downloadSettingQueryOptions(location.hostname), enabled });
  return { resources: data ?? [], loaded: isFetched };
}
