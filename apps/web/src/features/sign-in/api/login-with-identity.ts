import { useMutation } from '@tanstack/react-query';
import { loginEndpoint, type LoginValue } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { getLoginDeviceId } from '../../../lib/device/device-id';
import { currentLoginDevice } from '../../../lib/device/login-device';
import type { IdentityChannel } from '../../../lib/identity/provider';
import { nativeApp } from '../../../lib/native/user-agent';
import { storeSignIn } from '../../../lib/session/store-sign-in';

/** A provider's ID token: social (with its channel) or an sms code confirmed by the provider. */
export type IdentitySignIn = { type: 'firebase'; channel: IdentityChannel; idToken: string } | { type: 'sms'; idToken: string };

/** doc A §3 device fields, as every login sends them. */
export async function loginDeviceFields() {
  const device = currentLoginDevice();
  return {
    loginDeviceId: await getLoginDeviceId(),
    isOfficialAppLogin: nativeApp() !== null,
    ...(device ? { device } : {}),
  };
}

/**
 * Encrypted POST /wps/session/login with type firebase or sms (doc A §4). alert is off: the
 * caller decides, because bind_customer_required opens a dialog rather than a notice.
 */
export async function loginWithIdentity(signIn: IdentitySignIn): Promise<LoginValue> {
  const device = await loginDeviceFields();
  const value = await callEndpoint(loginEndpoint, {
    body: {
      type: signIn.type,
      firebaseIdToken: signIn.idToken,
      ...(signIn.type === 'firebase' ? { firebaseChannel: signIn.channel } : {}),
      ...device,
    },
    // doc A §7: every login carries the Device header (decision 018).
    headers: { Device: device.loginDeviceId },
    alert: false,
  });
  storeSignIn(value);
  return value;
}

export function useLoginWithIdentity() {
  return useMutation({ mutationFn: loginWithIdentity });
}
