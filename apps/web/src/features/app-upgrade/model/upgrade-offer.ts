import type { DownloadResource } from '@portico/contract/download';
import { APP_DOWNLOAD_PATH, DIRECT_UPDATE_MIN_VERSION } from '@portico/contract/install';
import type { NativeAppInfo } from '../../../lib/native/user-agent';
import { compareVersions } from './version';

export interface UpgradeOffer {
  latest: string;
  /** The operator's link (wrapper ≥ 2.4.39) or the platform's redirect page. */
  url: string;
  /** False with MANDATORYAPPUPDATES3: the player cannot keep the old app. */
  closable: boolean;
}

export interface UpgradeInput {
  app: NativeAppInfo | null;
  latestAppVersion: string | null;
  resources: readonly DownloadResource[];
  whitelabel: Readonly<Record<string, boolean>>;
  merchantCode: string;
}

const RESOURCE_OF = { android: 'Android', ios: 'IOS' } as const;

/**
 * doc E §4 "App-upgrade modal": only in the wrapper, when the operator's latest version is newer
 * than the wrapper's and an app link for its platform exists.
 */
export function upgradeOffer({ app, latestAppVersion, resources, whitelabel, merchantCode }: UpgradeInput): UpgradeOffer | null {
  if (!app || !latestAppVersion || compareVersions(app.version, latestAppVersion) >= 0) return null;
  const link = resources.find((r) => r.resourceType === RESOURCE_OF[app.platform] && /^https?:\/\//i.test(r.url))?.url;
  if (!link) return null;
  const direct = compareVersions(app.version, DIRECT_UPDATE_MIN_VERSION) >= 0;
  const redirect = `${APP_DOWNLOAD_PATH}?platform=${app.platform}&merchantCode=${encodeURIComponent(merchantCode)}`;
  return { latest: latestAppVersion, url: direct ? link : redirect, closable: whitelabel.MANDATORYAPPUPDATES3 !== true };
}
