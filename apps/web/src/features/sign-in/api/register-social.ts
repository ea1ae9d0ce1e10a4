import { socialRegisterEndpoint } from '@portico/contract/register';
import type { LoginValue } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { events } from '../../../lib/events/app-events';
import { clearPendingIdentity, type PendingIdentity } from '../../../lib/identity/pending-identity';
import { collectRegistrationContext } from '../../../lib/landing/registration-context';
import { storeSignIn } from '../../../lib/session/store-sign-in';

/**
 * Encrypted POST /wps/member/register/social for an identity the platform answered
 * bind_customer_required for (doc A §4): a new account, signed in at once (login true), with the
 * same registration context as the other registrations (method, device, affiliate and referral codes,
 * what the browser says about itself).
 * Failures are alerted by the request layer (doc A §8 "Registration error").
 */
export async function registerSocial(identity: PendingIdentity, smsTemplate: string): Promise<LoginValue> {
  const { registerMethod, registerUrl, domain, loginDeviceId, isOfficialAppLogin, affiliateCode, referralCode, clientSignals } =
    await collectRegistrationContext();
  events.emit('register-submitted', { method: 'social' });
  const value = await callEndpoint(socialRegisterEndpoint, {
    body: {
      firebaseChannel: identity.firebaseChannel,
      firebaseIdToken: identity.firebaseIdToken,
      login: true,
      smsTemplate,
      registerMethod,
      registerUrl,
      domain,
      loginDeviceId,
      isOfficialAppLogin,
      // Weighed into the account's risk score like every registration's (decisions 041, 045).
      clientSignals,
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
    },
  });
  clearPendingIdentity();
  storeSignIn(value);
  events.emit('registered', { customerId: value.id, customerName: value.userName, method: 'social', signedIn: true });
  return value;
}
