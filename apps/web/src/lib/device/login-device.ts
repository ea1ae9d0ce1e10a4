import type { LOGIN_DEVICES } from '@portico/contract/session';

export type LoginDevice = (typeof LOGIN_DEVICES)[number];

/** What the `device` field of a login depends on, read from the browser by `currentDeviceEnvironment`. */
export interface DeviceEnvironment {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Safari's navigator.standalone: true when opened from the iOS home screen. */
  standalone: boolean | undefined;
  /** matchMedia('(display-mode: standalone)'): an installed web app. */
  displayStandalone: boolean;
}

/**
 * doc A §3 "device", first rule that holds:
 *   IPAD     an iPad, including iPadOS 13+ which reports itself as a Mac ("MacIntel") with touch
 *   WEBCLIP  an iOS home-screen web app (navigator.standalone)
 *   PWA      any other installed web app (display-mode standalone)
 *   unset    a browser tab
 */
export function loginDeviceFor(env: DeviceEnvironment): LoginDevice | undefined {
  const iPad = /\biPad\b/.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
  if (iPad) return 'IPAD';
  if (env.standalone === true) return 'WEBCLIP';
  if (env.displayStandalone) return 'PWA';
  return undefined;
}

export function currentDeviceEnvironment(): DeviceEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayStandalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
  };
}

export function currentLoginDevice(): LoginDevice | undefined {
  return loginDeviceFor(currentDeviceEnvironment());
}
