import type { REGISTER_METHODS } from '@portico/contract/register';
import type { AdNetworkInfo, ClientSignals } from '@portico/contract/register';
import { readAdNetworkInfo } from '../ad-network/ad-network-info';
import { readAffiliateInfo } from '../affiliate/affiliate-info';
import { getLoginDeviceId } from '../device/device-id';
import { currentDeviceEnvironment, type DeviceEnvironment } from '../device/login-device';
import { nativeApp } from '../native/user-agent';
import { collectClientSignals } from './client-signals';

export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** doc A §3 registerMethod: the native wrapper, an iOS home-screen web app, an installed web app, else a browser tab. */
export function registerMethodFor(env: DeviceEnvironment, inNativeApp: boolean): RegisterMethod {
  if (inNativeApp) return 'APP';
  if (env.standalone === true) return 'WEBCLIP';
  if (env.displayStandalone) return 'PWA';
  return 'H5';
}

/** Click ids and campaign tags of doc E §3 "Pixel tracking" found in the address, as a query string. */
const PIXEL_PARAMS = ['fbclid', 'gclid', 'ttclid', 'twclid', 'fbc', 'fbp', 'utm_source', 'tid'] as const;
const PIXEL_TRACK_MAX = 2048;

export function pixelTrackOf(search: string): string | undefined {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PIXEL_PARAMS) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text && text.length <= PIXEL_TRACK_MAX ? text : undefined;
}

/** What every registration sends besides its credentials (doc A §3 "Registration request"). */
export interface RegistrationContextFields extends AdNetworkInfo {
  registerMethod: RegisterMethod;
  registerUrl: string;
  domain: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  affiliateCode?: string;
  referralCode?: string;
  pixelTrack?: string;
  /** What the browser says about itself (decision 041): weighed into the registration's risk score. */
  clientSignals: ClientSignals;
}

/** Read at submit time: the codes and ids kept since landing (lib/affiliate, lib/ad-network) and this device. */
export async function collectRegistrationContext(): Promise<RegistrationContextFields> {
  const { affiliateCode, referralCode } = readAffiliateInfo();
  const pixelTrack = pixelTrackOf(location.search);
  return {
    registerMethod: registerMethodFor(currentDeviceEnvironment(), nativeApp() !== null),
    registerUrl: location.href.slice(0, 2048),
    domain: location.hostname,
    loginDeviceId: await getLoginDeviceId(),
    isOfficialAppLogin: nativeApp() !== null,
    clientSignals: collectClientSignals(),
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    ...(pixelTrack ? { pixelTrack } : {}),
    ...readAdNetworkInfo(),
  };
}
