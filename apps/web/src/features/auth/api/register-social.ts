import { socialRegisterEndpoint, type REGISTER_METHODS } from '@portico/contract/register';
import type { LoginValue } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { currentDeviceEnvironment, type DeviceEnvironment } from '../../../lib/device/login-device';
import { nativeApp } from '../../../lib/native/user-agent';
import { clearPendingIdentity, type PendingIdentity } from '../model/pending-identity';
import { storeSignIn } from '../model/store-sign-in';
import { loginDeviceFields } from './login-with-identity';

export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** doc A §3 registerMethod: the native wrapper, an iOS home-screen web app, an installed web app, else a browser tab. */
export function registerMethodFor(env: DeviceEnvironment, inNativeApp: boolean): RegisterMethod {
  if (inNativeApp) return 'APP';
  if (env.standalone === true) return 'WEBCLIP';
  if (env.displayStandalone) return 'PWA';
  return 'H5';
}

/**
 * Encrypted POST /wps/member/register/social for an identity the platform answered
 * bind_customer_required for (doc A §4): a new account, signed in at once (login true).
 * Failures are alerted by the request layer (doc A §8 "Registration error").
 */
export async function registerSocial(identity: PendingIdentity, smsTemplate: string): Promise<LoginValue> {
  const { loginDeviceId, isOfficialAppLogin } = await loginDeviceFields();
  const value = await callEndpoint(socialRegisterEndpoint, {
    body: {
      firebaseChannel: identity.firebaseChannel,
      firebaseIdToken: identity.firebaseIdToken,
      login: true,
      smsTemplate,
      registerMethod: registerMethodFor(currentDeviceEnvironment(), nativeApp() !== null),
      registerUrl: location.href,
      domain: location.hostname,
      loginDeviceId,
      isOfficialAppLogin,
    },
  });
  clearPendingIdentity();
  storeSignIn(value);
  return value;
}
