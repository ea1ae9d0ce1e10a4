import { nativeApp, type NativeAppInfo } from '../native/user-agent';

/**
 * Where the page runs, as the install layer (doc E §4: install prompt, download bar, download-image
 * popups, app-only game launch) needs to know it. One place, so every feature decides alike.
 */
export interface InstallPlace {
  /** Portico's native wrapper, or null in a browser. */
  nativeApp: NativeAppInfo | null;
  /** Launched from the home screen as an installed web app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
  /** The iOS version of an iPhone or iPad, or null elsewhere. */
  ios: IosVersion | null;
}

export interface IosVersion {
  major: number;
  minor: number;
}

export function isStandalone(): boolean {
  if (typeof navigator === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof matchMedia === 'function' &&
    (matchMedia('(display-mode: standalone)').matches || matchMedia('(display-mode: fullscreen)').matches);
  return iosStandalone || displayStandalone;
}

const IOS_OS = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/;
const IPADOS_DESKTOP = /\bMacintosh\b.*\bVersion\/(\d+)(?:\.(\d+))?.*\bSafari\//;
const SAFARI_VERSION = /\bVersion\/(\d+)(?:\.(\d+))?/;

/**
 * The iOS version from a user agent. Since iOS 26 Safari freezes the "OS 18_6" part and reports the
 * real release only in `Version/26.x`, so the larger of the two is the version. An iPad asking for
 * desktop sites says Macintosh; it is told apart by its touch points (`maxTouchPoints` > 1).
 */
export function iosVersionOf(userAgent: string, maxTouchPoints = 0): IosVersion | null {
  const os = IOS_OS.exec(userAgent);
  if (os) {
    const fromOs = { major: Number(os[1]), minor: Number(os[2] ?? 0) };
    const safari = SAFARI_VERSION.exec(userAgent);
    const fromSafari = safari ? { major: Number(safari[1]), minor: Number(safari[2] ?? 0) } : null;
    return fromSafari && fromSafari.major >= 26 && fromSafari.major > fromOs.major ? fromSafari : fromOs;
  }
  const desktopIpad = maxTouchPoints > 1 ? IPADOS_DESKTOP.exec(userAgent) : null;
  return desktopIpad ? { major: Number(desktopIpad[1]), minor: Number(desktopIpad[2] ?? 0) } : null;
}

export function installPlace(): InstallPlace {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const touch = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints;
  return { nativeApp: nativeApp(), standalone: isStandalone(), ios: iosVersionOf(ua, touch) };
}

/** Installed one way or the other: the native app or a home-screen web app. */
export function isInstalled(place: InstallPlace = installPlace()): boolean {
  return place.nativeApp !== null || place.standalone;
}
