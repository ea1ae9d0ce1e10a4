import type { InstallPlace } from '../../../lib/install/environment';

/** What the push layer does on a member's page (decision 038). */
export type PushStep = 'register' | 'ask' | 'ios-install' | 'none';

export interface PushFacts {
  place: InstallPlace;
  /** The browser's Notification.permission; null without the Notification API. */
  permission: NotificationPermission | null;
  /** The page can subscribe at all (service worker + PushManager). */
  pushSupported: boolean;
  /** The token comes from the native wrapper, which asks for permission itself. */
  native: boolean;
  /** The ask policy allows the modal now (once per session, not after a recent dismissal). */
  mayAsk: boolean;
}

/** iOS 16.4 brought Web Push, and only to web apps opened from the Home Screen. */
const IOS_PUSH = { major: 16, minor: 4 };
const iosHasPush = (ios: NonNullable<InstallPlace['ios']>) => ios.major > IOS_PUSH.major || (ios.major === IOS_PUSH.major && ios.minor >= IOS_PUSH.minor);

export function nextPushStep({ place, permission, pushSupported, native, mayAsk }: PushFacts): PushStep {
  if (native) return 'register';
  // iOS Safari (not standalone): push is not possible here; the modal explains the Home Screen app.
  if (place.ios && !place.standalone) return mayAsk ? 'ios-install' : 'none';
  if (place.ios && !iosHasPush(place.ios)) return 'none';
  if (!pushSupported || permission === null || permission === 'denied') return 'none';
  if (permission === 'granted') return 'register';
  return mayAsk ? 'ask' : 'none';
}
