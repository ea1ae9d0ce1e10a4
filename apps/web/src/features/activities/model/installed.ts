import { currentLoginDevice } from '../../../lib/device/login-device';
import { nativeApp } from '../../../lib/native/user-agent';

/** Inside the native app, on the iOS home screen (WEBCLIP) or an installed web app (PWA): no APP_DOWNLOAD. */
export function inAppOrInstalled(): boolean {
  const device = currentLoginDevice();
  return nativeApp() !== null || device === 'WEBCLIP' || device === 'PWA';
}
