import { loginEndpoint, type LoginValue } from '@portico/contract/session';
import { captchaFields } from '@portico/contract/captcha';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { getLoginDeviceId } from '../../../lib/device/device-id';
import { currentLoginDevice } from '../../../lib/device/login-device';
import type { PasswordCredentials } from '../../../lib/session/second-factor';
import { nativeApp } from '../../../lib/native/user-agent';
import { storeSignIn } from '../../../lib/session/store-sign-in';
import { clearPendingIdentity, getPendingIdentity } from '../../../lib/identity/pending-identity';

/** What a password sign-in sends (doc A §3 "Login request"), reused as-is by the two-factor step. */
/** Adds the device fields of doc A §3: loginDeviceId, isOfficialAppLogin, device (when it applies). */
export async function withDeviceFields(username: string, password: string): Promise<PasswordCredentials> {
  const device = currentLoginDevice();
  return {
    username,
    password,
    loginDeviceId: await getLoginDeviceId(),
    isOfficialAppLogin: nativeApp() !== null,
    ...(device ? { device } : {}),
  };
}

/**
 * Encrypted POST /wps/session/login; errors are shown inline by the form, so alert is off.
 * A social identity held from bind_customer_required travels along so the platform links it
 * (doc A §8); it is dropped once this sign-in succeeds and on any login error.
 */
export async function loginWithPassword(credentials: PasswordCredentials, captcha?: string): Promise<LoginValue> {
  const pending = getPendingIdentity();
  try {
    const value = await callEndpoint(loginEndpoint, {
      // The human-verification payload is spent by this one call: the two-factor step never resends it.
      // pageOrigin: the platform flags a sign-in typed on a page of a foreign origin (decision 042).
      body: { ...credentials, type: 'username', pageOrigin: location.origin, ...(pending ?? {}), ...captchaFields(captcha) },
      // doc A §7: the login carries the device id as its Device header too (the body field stays for
      // platforms that read only it; decision 018).
      headers: { Device: credentials.loginDeviceId },
      alert: false,
    });
    storeSignIn(value);
    return value;
  } finally {
    clearPendingIdentity();
  }
}
