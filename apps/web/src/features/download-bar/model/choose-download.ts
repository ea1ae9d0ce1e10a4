import type { DownloadResource } from '@portico/contract/download';
import type { InstallPlace } from '../../../lib/install/environment';

/** What the bar's Download button gets: the native app, or (iOS without a store app) a setup profile. */
export interface ChosenDownload {
  kind: 'app' | 'profile';
  url: string;
}

const usable = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('/');

/** The merchant's generated web-clip profile (decision 037), for iOS when the operator gives no other. */
export const webClipProfileUrl = (merchantCode: string) => `/wps/system/webclip.mobileconfig?merchantCode=${encodeURIComponent(merchantCode)}`;

/**
 * doc E §4: the app is the default on non-iOS (Android's link); on iOS the store app (IOS), else the
 * operator's MOBILECONFIG, else the generated profile — so an iPhone always has something to install.
 */
export function chooseDownload(resources: readonly DownloadResource[], place: Pick<InstallPlace, 'ios'>, merchantCode: string): ChosenDownload | null {
  const url = (type: DownloadResource['resourceType']) => resources.find((r) => r.resourceType === type && usable(r.url))?.url;
  if (!place.ios) {
    const android = url('Android');
    return android ? { kind: 'app', url: android } : null;
  }
  const store = url('IOS');
  if (store) return { kind: 'app', url: store };
  return { kind: 'profile', url: url('MOBILECONFIG') ?? webClipProfileUrl(merchantCode) };
}
